import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { builtInContent } from './scripts/built-in-content.ts';
import { parseEnv } from './src/config/env-schema.ts';

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_ENV__: JSON.stringify(parseEnv({})),
    ...builtInContent(fileURLToPath(new URL('./content', import.meta.url))),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
