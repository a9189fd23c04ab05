import { MAIN_ID } from './landmarks';

const WAIT_MS = 3000;

/**
 * Calls back once the page's main heading is in the document (lazy pages and CMS content render
 * it a little after navigation), or after 3 s without one. Returns a cancel function.
 */
export function whenMainHeading(callback: (heading: HTMLElement | null) => void, mainId = MAIN_ID) {
  let done = false;
  const main = () => document.getElementById(mainId);
  const find = () => main()?.querySelector<HTMLElement>('h1') ?? null;
  // A tick later, so the page's own effects (title, meta) have run too.
  const finish = (heading: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(() => callback(heading), 0);
  };
  const observer = new MutationObserver(() => {
    const h1 = find();
    if (h1) finish(h1);
  });
  const timer = setTimeout(() => finish(find()), WAIT_MS);
  const root = main();
  if (root) observer.observe(root, { childList: true, subtree: true });
  const now = find();
  if (now) finish(now);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
