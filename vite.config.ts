import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { builtInContent } from './scripts/built-in-content.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { BASENAME, PAGE_NOT_FOUND_URL, proxiedPrefixes } from './src/config/paths.ts';

const platform = `http://localhost:${process.env.PLATFORM_PORT ?? '4174'}`;

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    base: `${BASENAME}/`,
    plugins: [react()],
    // Settings are validated here, once, and reach the app as plain values (src/config/env.ts).
    // Category and article titles come from content/library.json, the one list (src/content/).
    define: {
      __APP_ENV__: JSON.stringify(env),
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
      rollupOptions: {
        output: {
          // Monitoring's own code is named for what it is (its package calls it "main"): the
          // service worker never keeps it, and tests and people reading a trace can tell it apart.
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.includes('/@datadog/browser-rum/')
              ? 'assets/monitoring-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      // In dev, Vite serves the app and the local platform answers every content and API call.
      proxy: Object.fromEntries(
        [...proxiedPrefixes(env), PAGE_NOT_FOUND_URL].map((p) => [p, platform]),
      ),
    },
  };
});
