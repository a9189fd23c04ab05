import type { ComponentType } from 'react';

/**
 * The interactive parts of the reading pages (landing, categories, emergencies, contact us). On
 * those pages only these come alive, each on its own, with a lighter runtime (src/entry-islands.tsx,
 * decision 025); everywhere else the whole app renders them as any other component. The same
 * component, the same markup: the prerender and the browser never differ.
 */
export type IslandName =
  | 'header'
  | 'consent-banner'
  | 'consent-effects'
  | 'cookie-choices'
  | 'complaint-dates'
  | 'outage-banner'
  | 'search-box'
  | 'video-strip'
  | 'page-feedback'
  | 'article-updates'
  | 'opening-status'
  | 'no-supply-answers'
  | 'search';

/**
 * The attribute naming the island, the one carrying its props (JSON), and the one the islands'
 * runtime adds once the island is alive (what the browser tests wait for, and a debugger sees).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
/** On the app's root once the app is alive (src/main.tsx): the same mark for the whole page. */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';

export type Island<P extends object> = ComponentType<P> & {
  /** The component itself, without its marker: what the islands runtime hydrates into it. */
  inner: ComponentType<P>;
};

/**
 * Marks a component as an island: it renders inside an element that names it and carries its
 * props, which lays out as if it were not there (`.island`, display: contents). Props must be
 * plain data (they travel in the page as JSON).
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): Island<P> {
  function Marked(props: P) {
    const json = JSON.stringify(props);
    return (
      <div
        className="island"
        {...{
          [ISLAND_ATTRIBUTE]: name,
          [ISLAND_PROPS_ATTRIBUTE]: json === '{}' ? undefined : json,
        }}
      >
        <Component {...props} />
      </div>
    );
  }
  Marked.displayName = `Island(${name})`;
  return Object.assign(Marked, { inner: Component });
}
