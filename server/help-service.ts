import type { FastifyInstance } from 'fastify';
import { loadLibrary, loadSearchRules, toSearchDocuments } from './content-library';
import type { HelpStore } from './help-store';
import type { PlatformLimits } from './limits';
import { registerArticleFeedbackRoutes } from './routes/article-feedback';
import { registerSearchGapRoutes } from './routes/search-gaps';
import { registerSearchPage } from './routes/site';

/**
 * The help service (decision 041): what this project adds itself and the provider's services do
 * not have. The search page answered with its results (decision 034), "Is this page useful?"
 * answers and search gaps, kept in the help store (SQLite, or PostgreSQL for several instances).
 * Deployed on its own in production (npm run start:help-service), behind the web server that
 * serves the build.
 */
export async function registerHelpService(
  app: FastifyInstance,
  store: HelpStore,
  options: {
    contentDir: string;
    distDir: string;
    searchPageTime: PlatformLimits['searchPageTime'];
  },
) {
  const library = loadLibrary(options.contentDir);
  registerArticleFeedbackRoutes(app, store, library);
  registerSearchGapRoutes(app, store, library);
  await registerSearchPage(app, options.distDir, {
    documents: toSearchDocuments(library, options.contentDir),
    rules: loadSearchRules(options.contentDir),
    budget: options.searchPageTime,
  });
}
