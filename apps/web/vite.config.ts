import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { screenPreloads } from './build/screen-preloads.ts';
import { trimUnusedMantineCss } from './build/trim-unused-mantine-css.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const sharedSchemas = fileURLToPath(
  new URL('../../packages/shared/src/schemas/index.ts', import.meta.url),
);

const sharedI18n = fileURLToPath(new URL('../../packages/shared/src/i18n', import.meta.url));

export default defineConfig(() => ({
  plugins: [
    react(),
    trimUnusedMantineCss(),
    screenPreloads({
      srcDir: src,
      table: fileURLToPath(new URL('./src/app/screens.ts', import.meta.url)),
      catalogues: {
        en: fileURLToPath(new URL('./src/i18n/en.ts', import.meta.url)),
        sv: fileURLToPath(new URL('./src/i18n/sv.ts', import.meta.url)),
        'en.first': fileURLToPath(new URL('./src/i18n/en.first.ts', import.meta.url)),
        'sv.first': fileURLToPath(new URL('./src/i18n/sv.first.ts', import.meta.url)),
        'admin.en': fileURLToPath(new URL('./src/i18n/admin.en.ts', import.meta.url)),
        'admin.sv': fileURLToPath(new URL('./src/i18n/admin.sv.ts', import.meta.url)),
      },
    }),
  ],
  resolve: {
    // The shared package as source, like the type checker sees it (its `source` condition).
    alias: [
      { find: '@', replacement: src },
      { find: /^@stuga\/shared$/, replacement: shared },
      { find: /^@stuga\/shared\/schemas$/, replacement: sharedSchemas },
      { find: /^@stuga\/shared\/i18n\/(.+)$/, replacement: `${sharedI18n}/$1.ts` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
}));
