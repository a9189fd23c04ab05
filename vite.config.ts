import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { builtInContent } from './scripts/built-in-content.ts';
import { parseEnv } from './src/config/env-schema.ts';

const platform = `http://localhost:${process.env.PLATFORM_PORT ?? '4174'}`;

export default defineConfig(({ mode }) => ({
  base: '/help-and-support/',
  plugins: [react()],
  // Settings are validated here, once, and reach the app as plain values (src/config/env.ts).
  // Category and article titles come from content/library.json, the one list (src/content/).
  define: {
    __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))),
    ...builtInContent(fileURLToPath(new URL('./content', import.meta.url))),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // One stylesheet for the whole area: the only render-blocking request, cached across pages.
    cssCodeSplit: false,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // In dev, Vite serves the app and the local platform answers every content and API call.
    proxy: Object.fromEntries(
      [
        '/v1',
        '/aem6',
        '/content',
        '/Customer',
        '/sign-in',
        '/sign-out',
        '/page-not-found.html',
      ].map((p) => [p, platform]),
    ),
  },
}));
