import { useEffect, useState } from 'react';
import { absolute, BASENAME, paths } from '@/config/paths';
import { ROUTES } from '@/config/route-manifest';
import { libraryArticles } from '@/content/articles';
import { categoryTitle } from '@/content/category-titles';
import { KEPT_PAGES_CACHE } from '@/lib/offline-pages';

interface KeptPage {
  title: string;
  to: string;
}

/** The pages the service worker keeps from the first visit (the manifest's `offline`). */
function alwaysKept(): KeptPage[] {
  const { precache = {} } = ROUTES.article.offline.opened;
  const topics = (precache as { category?: readonly string[] }).category ?? [];
  return [
    { title: 'Help & Support', to: paths.home() },
    ...topics.flatMap((category) => [
      { title: categoryTitle(category) ?? category, to: paths.category(category) },
      ...(libraryArticles().find((c) => c.category === category)?.articles ?? []).map((a) => ({
        title: a.title,
        to: a.path,
      })),
    ]),
    { title: 'Contact us', to: paths.contactUs() },
    { title: 'All help topics (search)', to: paths.searchPage() },
  ];
}

/** The articles the customer opened before, as the service worker keeps them. */
async function openedBefore(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const requests = await (await caches.open(KEPT_PAGES_CACHE)).keys();
  const titles = new Map(
    libraryArticles().flatMap((c) => c.articles.map((a) => [a.path, a.title] as const)),
  );
  return requests.flatMap((request) => {
    const path = new URL(request.url).pathname.slice(BASENAME.length).replace(/\/$/, '');
    const title = titles.get(path);
    return title ? [{ title, to: path }] : [];
  });
}

/**
 * What can still be read with no connection, where a page cannot: the emergency advice, contact
 * us, every topic, and the articles the customer opened before. Only in a browser where the
 * service worker looks after the area (it keeps them).
 */
export function KeptPages() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    if (!navigator.serviceWorker?.controller) return;
    const always = alwaysKept();
    void openedBefore()
      .catch(() => [])
      .then((opened) =>
        setPages([...always, ...opened.filter((o) => !always.some((a) => a.to === o.to))]),
      );
  }, []);
  if (!pages) return null;
  return (
    <section className="kept-pages" aria-labelledby="kept-pages-title">
      <h2 id="kept-pages-title">You can still read these pages</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            {/* A page load, not a move inside the app: the kept copy is the service worker's. */}
            <a href={absolute(page.to)}>{page.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Whether the service worker has a copy of this page of the area (kept from the first visit, or
 * since it was opened), for the app to load it rather than say it is offline.
 */
export async function hasKeptCopy(path: string): Promise<boolean> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return false;
  // Precached pages are stored with their revision in the query.
  return Boolean(await caches.match(absolute(path), { ignoreSearch: true }));
}
