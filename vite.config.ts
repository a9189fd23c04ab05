import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const platform = `http://localhost:${process.env.PLATFORM_PORT ?? '4174'}`;

export default defineConfig({
  base: '/help-and-support/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
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
});
