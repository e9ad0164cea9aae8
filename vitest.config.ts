import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.{ts,tsx}', 'themes/*/test/**/*.test.{ts,tsx}', 'content/test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts', 'packages/client/test/**/*.browser.ts'],
          // One Chromium at a time: the machines have 2 cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
