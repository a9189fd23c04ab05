import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import { PageLoading } from './app/layout/layout';
import { BASENAME } from './config/paths';
import { ArticleView, type ArticleViewProps } from './features/help/components/article-view';
import { complaintAnswerAddresses } from './features/complaints/questions';
import { answerAddresses as checkAnswerAddresses } from './features/no-supply';

const app = (path: string, page?: ReactNode) => (
  <StrictMode>
    <StaticRouter basename={BASENAME} location={`${BASENAME}${path}`}>
      <AppShell page={page} />
    </StaticRouter>
  </StrictMode>
);

/**
 * Build-time rendering of the pages whose content is in the source (scripts/build/), with
 * the same components the browser hydrates. Waits for every lazy part, so the HTML is complete.
 */
async function renderOnce(path: string, page?: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app(path, page));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Two passes: the first (prerender) waits for and loads every lazy part; the second renders the
 * now-loaded tree to a plain string. Streaming output would reveal Suspense boundaries with inline
 * scripts, which our Content-Security-Policy (rightly) refuses to run.
 */
export async function render(path: string, page?: ReactNode): Promise<string> {
  await renderOnce(path, page);
  return renderToString(app(path, page));
}

/**
 * An article's page, from the CMS text the build fetched and sanitised (scripts/build/): the
 * view the app shows once it has fetched the same (features/help/components/article-view.tsx).
 */
export function renderArticle(path: string, article: ArticleViewProps): Promise<string> {
  return render(path, <ArticleView {...article} />);
}

/**
 * The app shell: header, footer and the loading state, for pages rendered in the browser
 * (articles, search, forms). It paints before any JavaScript, and main.tsx renders the page over
 * it rather than hydrating it (it was not rendered for that page). A page behind sign-in has one
 * of its own, from its address, that says without JavaScript what it needs (sign in, or phone).
 */
export function renderShell(signIn?: { path: string }): string {
  return renderToString(app(signIn?.path ?? '/', <PageLoading signIn={Boolean(signIn)} />));
}

export { categoryIndex } from './features/help/data/category-index';
export { pageTitle } from './lib/document-head';
export { NO_SNIPPET_ARTICLES } from './features/help/article-document';
export { canonicalUrl } from './lib/document-head';
export { categoryTitle } from './content/category-titles';
export { noSupplyPages } from './features/no-supply';
/** Every question's answer address (lib/answer-address.ts): the guided check's and the complaints'. */
export const answerAddresses = () => [...checkAnswerAddresses(), ...complaintAnswerAddresses()];
export { complaintStepPages } from './features/complaints/variants';
