/**
 * The reading pages' code (landing, categories, emergencies, contact us, articles, search;
 * decisions 025 and 026): the page stays the built HTML, its links are links, and only its
 * islands come alive (lib/island.tsx). Built against preact/compat (vite.islands.config.ts): the
 * same components as the app's, for a tenth of the runtime. Each island's code is asked for at
 * once; each comes alive in a task of its own, in the page's order, as soon as its code is in, so
 * no one task holds the page for long. Buttons tapped before then (noted by the page's loader,
 * scripts/build/after-paint.ts) are tapped again once every island is alive. An island whose
 * code cannot be had (offline, no copy kept) stays as it is: its links and forms work without it. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { takeEarlyTaps } from '@/lib/early-taps';
import { registerServiceWorker } from '@/lib/register-service-worker';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type Island,
  type IslandName,
} from '@/lib/island';

type Loaded = ComponentType<Record<string, unknown>>;
const inner = <P extends object>(marked: Island<P>) => marked.inner as unknown as Loaded;

/** Each island's code, and what it renders first, loaded before it comes alive. */
const ISLANDS: Record<IslandName, () => Promise<Loaded>> = {
  header: async () => {
    const { HeaderIsland, preloadHeader } = await import('@/app/layout/header');
    await preloadHeader();
    return inner(HeaderIsland);
  },
  'consent-banner': async () =>
    inner((await import('@/features/consent/consent-banner')).ConsentBannerIsland),
  'consent-effects': async () =>
    inner((await import('@/features/consent/consent-effects')).ConsentEffectsIsland),
  'cookie-choices': async () =>
    inner((await import('@/features/consent/cookie-choices')).CookieChoicesIsland),
  'complaint-dates': async () =>
    inner((await import('@/features/statements/components/complaint-dates')).ComplaintDatesIsland),
  'outage-banner': async () => {
    const { OutageIsland, preloadOutageCheck } =
      await import('@/features/help/components/outage-check');
    await preloadOutageCheck();
    return inner(OutageIsland);
  },
  'search-box': async () =>
    inner((await import('@/features/search/components/search-box')).SearchBoxIsland),
  'video-strip': async () =>
    inner((await import('@/features/help/components/video-strip')).VideoStripIsland),
  'page-feedback': async () =>
    inner((await import('@/features/page-feedback/page-feedback')).PageFeedbackIsland),
  'opening-status': async () =>
    inner((await import('@/features/contact/components/opening-status')).OpeningStatusIsland),
  'no-supply-answers': async () =>
    inner((await import('@/features/no-supply/components/answers')).AnswersIsland),
  'article-updates': async () =>
    inner((await import('@/features/help/components/article-updates')).ArticleUpdatesIsland),
  // It fetches: with the data layer, as the app's router gives a data page (routes.tsx). The index
  // and the search words are asked for as soon as the data layer is in, beside the search's own
  // code, not once it is alive: on a slow phone the results came seconds later.
  search: async () => {
    const dataLayer = import('@/api/query-client-provider');
    // A page sent with its results in it (decision 034) asks for the index only once the customer
    // searches again (features/search/components/search.tsx).
    const answered = document.querySelector(
      `[${ISLAND_ATTRIBUTE}="search"][${ISLAND_PROPS_ATTRIBUTE}]`,
    );
    if (!answered) {
      // The search's own code too (features/search/components/live-search.tsx), beside the
      // island's: a page with no answer searches as soon as it is alive.
      void import('@/features/search/components/live-search').catch(() => {});
      void Promise.all([dataLayer, import('@/api/search-index')]).then(
        ([{ prefetch }, { searchIndexQuery, searchSynonymsQuery }]) => {
          prefetch(searchIndexQuery());
          prefetch(searchSynonymsQuery());
        },
        // Code that cannot be had (offline, not kept): the island's own load says so below.
        () => {},
      );
    }
    const [{ SearchIsland }, { default: DataLayer }] = await Promise.all([
      import('@/features/search/components/search'),
      dataLayer,
    ]);
    const Search = inner(SearchIsland);
    return (props) => (
      <DataLayer>
        <Search {...props} />
      </DataLayer>
    );
  },
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map(
  (element) => {
    const load = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
    return { element, code: load ? load().catch(() => null) : Promise.resolve(null) };
  },
);

for (const { element, code } of islands) {
  const Component = await code;
  if (!Component) continue;
  await nextTask();
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<
    string,
    unknown
  >;
  hydrateRoot(
    element,
    <AppProviders>
      <Component {...props} />
    </AppProviders>,
  );
  element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
}
setTimeout(takeEarlyTaps());

registerServiceWorker();
