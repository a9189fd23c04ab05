/**
 * The islands' build (decision 025): the reading pages' interactive parts (src/lib/island.tsx),
 * the same components as the app's, compiled against preact/compat instead of React, and with
 * react-router's few parts they use working on the document's address (src/islands/document-router.tsx).
 * Written into the same dist/ beside the app's build; the styles are the app's (inlined into
 * every page), so this build leaves them out.
 */
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { ISLANDS_ALIASES } from './scripts/islands-aliases.ts';
import { ISLANDS_ENTRY, ISLANDS_MANIFEST } from './serving/dist-layout.ts';
import app from './vite.config.ts';

const NO_STYLES = '\0islands-no-styles';

/** Stylesheet imports become nothing: every page already has the app's stylesheet inline. */
const noStyles: Plugin = {
  name: 'islands-no-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? NO_STYLES : undefined),
  load: (id) => (id === NO_STYLES ? '' : undefined),
};

export default defineConfig((env) =>
  mergeConfig(app(env), {
    plugins: [noStyles],
    resolve: {
      alias: ISLANDS_ALIASES,
    },
    build: {
      emptyOutDir: false,
      copyPublicDir: false,
      // No <link rel="modulepreload"> for each dynamic import's chunks: Vite's helper adding them
      // held the main thread 50-90 ms at 4x CPU slowdown as the islands started (the islands'
      // own code then asks for its chunks as it goes; the page is readable meanwhile).
      modulePreload: false,
      manifest: `.vite/${ISLANDS_MANIFEST}`,
      rollupOptions: {
        input: ISLANDS_ENTRY,
        output: { entryFileNames: 'assets/islands-[hash].js' },
      },
    },
  }),
);
