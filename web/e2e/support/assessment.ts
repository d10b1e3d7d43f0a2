// The strength assessment's right answers for the specs, read from the test-only answer route
// (`academy serve --test-clock`, as the fixture starts it): the learner whose session it is asks,
// with the browser's own token, and the server still judges every move played.

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Where the page keeps the session of an assessment in progress. */
export const SESSION_KEY = 'chess-academy-assessment-session';

/** The browser's access token (local storage `chess-academy-auth`). */
export async function bearer(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('chess-academy-auth') ?? '{}') as { state?: { token?: string } }).state?.token,
  );
  expect(token).toBeTruthy();
  return token ?? '';
}

/** The answer (SAN) of the question the page's assessment session is on. */
export async function assessmentAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const sessionId = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { sessionId?: string }).sessionId,
    SESSION_KEY,
  );
  expect(sessionId).toBeTruthy();
  // The session is the record's of the learner the test's start made: the learner asks.
  const res = await request.get(`/api/test/assessment/${sessionId}/answer`, {
    headers: { Authorization: `Bearer ${await bearer(page)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { move: string } }).data.move;
}
