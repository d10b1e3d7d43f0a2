import { test as base } from '@playwright/test';

import { startAcademyServer } from './academy-server';

interface WorkerFixtures {
  server: { baseURL: string };
}

/**
 * `server` is worker-scoped: one `academy serve` per worker, stopped with SIGTERM afterwards.
 * E2E_BASE_URL points the tests at an already running server instead (local debugging only).
 */
export const test = base.extend<object, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await use({ baseURL: external });
        return;
      }
      const running = await startAcademyServer();
      try {
        await use({ baseURL: running.baseURL });
      } finally {
        await running.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export { expect } from '@playwright/test';
