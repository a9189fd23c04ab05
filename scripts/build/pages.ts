/**
 * The pages the build prerenders, from the route manifest (src/config/route-manifest.ts): every route
 * served as a reading page or a question, each of its pages (every help category, every article
 * the CMS lists), with its title, description and robots rules from the source the manifest names.
 */
import { fillPattern } from '../../src/config/paths';
import { ROUTE_LIST, type RouteDefinition, type RouteName } from '../../src/config/route-manifest';
import type { Library, SourcedArticle } from './content-source';

export interface PlannedPage {
  route: RouteName;
  /** The path inside the area ('/', '/meters/faulty-meter'). */
  path: string;
  serve: 'reading' | 'question';
  /** The route's parameters for this page (`{ category, article }`). */
  params: Record<string, string>;
  head: {
    title?: string;
    description?: string;
    robots?: string;
    /** The page's address goes in a canonical link (SPEC §2, articles). */
    canonical?: boolean;
    /** The service worker keeps it once opened (the manifest's `offline: { opened }`). */
    keep?: boolean;
  };
  /** For an article: the CMS document it is made from. */
  article?: SourcedArticle;
}

export interface PageSources {
  /** The landing page's help categories that are pages of the area (SPEC §2), with titles. */
  categories: { id: string; title: string }[];
  library: Library;
  /** Articles whose text must not be a search snippet (SPEC §2). */
  noSnippet: readonly string[];
  /** The pages of the "No power or no gas?" check (each: 'no-supply-step'), with their titles. */
  noSupplySteps?: { step: string; title: string }[];
  /** The pages of the complaint and enquiry steps (each: 'complaint'), by route, with titles. */
  complaintSteps?: { route: RouteName; complaint: string; title: string }[];
}

type Routes = (RouteDefinition & { name: RouteName })[];

export function planPages(sources: PageSources, routes: Routes = ROUTE_LIST): PlannedPage[] {
  return routes.flatMap((route): PlannedPage[] => {
    if (route.serve === 'app') return [];
    const page = (
      params: Record<string, string>,
      head: PlannedPage['head'],
      article?: SourcedArticle,
    ) => ({
      route: route.name,
      path: fillPattern(route.path, params),
      serve: route.serve as PlannedPage['serve'],
      params,
      head,
      ...(article && { article }),
    });
    if (route.each === 'category') {
      return sources.categories.map((c) =>
        page(
          { category: c.id },
          { title: c.title, description: sources.library.descriptions.get(c.id) || undefined },
        ),
      );
    }
    if (route.each === 'article') {
      // Titles and descriptions are the document's own, read when it is rendered (render.ts).
      return sources.library.articles.map((a) =>
        page(
          { category: a.category, article: a.label },
          {
            canonical: true,
            keep: typeof route.offline === 'object',
            ...(sources.noSnippet.includes(a.label) && { robots: 'nosnippet' }),
          },
          a,
        ),
      );
    }
    if (route.each === 'no-supply-step') {
      return (sources.noSupplySteps ?? []).map(({ step, title }) => page({ step }, { title }));
    }
    if (route.each === 'complaint') {
      return (sources.complaintSteps ?? [])
        .filter((s) => s.route === route.name)
        .map(({ complaint, title }) => page({ complaint }, { title }));
    }
    const head = typeof route.head === 'object' ? route.head : {};
    return [page({}, { title: head.title })];
  });
}
