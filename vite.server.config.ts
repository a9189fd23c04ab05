/**
 * The search page's server part (decision 034, src/entry-search-server.tsx): the app's own
 * components and search, built for Node with every library inside it, so the server that sends
 * the page needs nothing but this file. Written into dist/server/, which is never served.
 */
import { defineConfig, mergeConfig } from 'vite';
import { SEARCH_SERVER_ENTRY, SEARCH_SERVER_FILE } from './serving/dist-layout.ts';
import app from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(app(env), {
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: SEARCH_SERVER_ENTRY,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      // One file: nothing of it is written among the browser's code in dist/assets/.
      rollupOptions: { output: { entryFileNames: SEARCH_SERVER_FILE, codeSplitting: false } },
    },
  }),
);
