// Reading the API from an end-to-end spec: the one shape of a successful answer's `data`.

import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** The `data` of the API's 200 answer at `path`: a GET, or a POST of `body` when given. */
export async function apiData<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const res = body === undefined ? await page.request.get(path) : await page.request.post(path, { data: body });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
