import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      {
        find: /^@stuga\/shared$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
      {
        find: /^@stuga\/shared\/schemas$/,
        replacement: fileURLToPath(
          new URL('../../packages/shared/src/schemas/index.ts', import.meta.url),
        ),
      },
      {
        find: /^@stuga\/shared\/i18n\/(.+)$/,
        replacement: `${fileURLToPath(new URL('../../packages/shared/src/i18n', import.meta.url))}/$1.ts`,
      },
    ],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
