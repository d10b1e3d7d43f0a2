// Shared unit-test helpers: `import { renderWithProviders, stubFetch } from '@/testing'`.
export {
  answer,
  fail,
  ok,
  stubFetch,
  type RouteData,
  type RouteHandler,
  type Routes,
  type StubFetchOptions,
  type StubRequest,
} from './fetch';
export { createTestQueryClient, renderWithProviders, TestProviders, type ProvidersOptions } from './render';
export { pictographs } from './glyphs';
