import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

import { CategoryPage } from '../category-page';
import { LessonPage } from '../lesson-page';
import { LessonsPage } from '../lessons-page';

export function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Routes = Record<string, unknown | ((init?: RequestInit) => Response)>;

/** Stubs fetch: `GET /api/lessons` → routes['GET /lessons'], 404 for anything not listed. */
export function stubApi(routes: Routes) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).replace(/^.*\/api/, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path}`];
    if (route === undefined) return answer(404, { success: false, message: 'Lesson not found', code: 'not_found' });
    if (typeof route === 'function') return (route as (init?: RequestInit) => Response)(init);
    return answer(200, { success: true, data: route });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export function renderAt(path: string, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lessons" element={<LessonsPage />} />
          <Route path="/lessons/category/:categoryId" element={<CategoryPage />} />
          <Route path="/lessons/:lessonId" element={<LessonPage />} />
        </Routes>
        <Where />
        {extra}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
