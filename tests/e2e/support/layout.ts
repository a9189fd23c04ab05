import { expect, type Page } from '@playwright/test';
import { ROUTE_LIST, type RouteName } from '../../../src/config/route-manifest';
import { CHECKED_WIDTHS } from '../../../src/config/widths';
import { axe } from './browser';
import { fillDetails } from './complaints';

/** The widths every page is looked at: a small phone, a common phone, a tablet, a desktop. */
export const WIDTHS = CHECKED_WIDTHS;
/** The widths every page is looked at with the browser's text at 200%: a small and a common phone. */
export const TEXT_200_WIDTHS = [320, 390] as const;
/**
 * A small phone, for the cookie banner at 200% text: 320 by 640 CSS pixels (an iPhone SE of 2016
 * is 320x568, most small Androids 360x640; the narrower width and the taller height together).
 */
export const SMALL_PHONE = { width: 320, height: 640 };

/**
 * Every page a customer can land on (SPEC §2), plus search, an article and each complaint step;
 * the layout checks and `npm run screenshots` both go through this list.
 */
type Group = 'reading' | 'answers' | 'forms';
interface PageToCheck {
  name: string;
  path: string;
  group: Group;
  /** Reached as a customer reaches it: from this page, by filling in its details (SPEC §4). */
  afterDetails?: boolean;
  /** Only for a signed-in customer: reached through local sign-in, and opened once it is there. */
  signedIn?: boolean;
}
export const PAGES: PageToCheck[] = [
  { name: 'landing', path: '/', group: 'reading' },
  { name: 'category-bills', path: '/bills-and-payments', group: 'reading' },
  { name: 'category-my-account', path: '/my-account', group: 'reading' },
  { name: 'category-pay-as-you-go', path: '/pay-as-you-go', group: 'reading' },
  { name: 'category-meters', path: '/meters', group: 'reading' },
  { name: 'category-homecare', path: '/homecare-help', group: 'reading' },
  { name: 'category-struggling-to-pay', path: '/struggling-to-pay', group: 'reading' },
  { name: 'emergencies', path: '/emergencies', group: 'reading' },
  { name: 'cookies', path: '/cookies', group: 'reading' },
  { name: 'accessibility-statement', path: '/accessibility-statement', group: 'reading' },
  { name: 'complaints-procedure', path: '/complaints-procedure', group: 'reading' },
  { name: 'no-supply-question', path: '/emergencies/no-supply', group: 'reading' },
  {
    name: 'no-supply-outcome',
    path: '/emergencies/no-supply/power-cut?others=yes',
    group: 'reading',
  },
  { name: 'article', path: '/bills-and-payments/understanding-your-bill', group: 'answers' },
  { name: 'article-gas-leak', path: '/emergencies/gas-leak', group: 'answers' },
  { name: 'search', path: '/search?q=estimated+bill', group: 'answers' },
  { name: 'search-no-results', path: '/search?q=zzxqv', group: 'answers' },
  // What to do first, and the number to call, above the results (issue 50's widest number).
  { name: 'search-urgent', path: '/search?q=smell+gas', group: 'answers' },
  { name: 'contact-us', path: '/contact-us', group: 'answers' },
  { name: 'meter-read-off', path: '/submit-meter-read', group: 'answers' },
  { name: 'meter-read-thanks', path: '/submit-meter-read-confirm', group: 'answers' },
  { name: 'complaint-select-type', path: '/make-a-complaint-select-type', group: 'forms' },
  { name: 'complaint-select-energy', path: '/make-a-complaint-select-energy', group: 'forms' },
  {
    name: 'complaint-query',
    path: '/complaints/gas-and-electricity',
    group: 'forms',
    afterDetails: true,
  },
  { name: 'complaint-details', path: '/complaints/gas-and-electricity', group: 'forms' },
  {
    name: 'enquiry-payg-query',
    path: '/complaints/enquiry-pay-as-you-go',
    group: 'forms',
    afterDetails: true,
  },
  { name: 'feedback', path: '/complaints/feedback', group: 'forms' },
  { name: 'feedback-details', path: '/complaints/feedback/personal-details', group: 'forms' },
  { name: 'confirmation', path: '/confirmation', group: 'forms' },
  // Signed-out, the page sends the customer to sign in, and local sign-in comes straight back.
  { name: 'deals', path: '/deals', group: 'answers', signedIn: true },
  // The same for "Your messages": the demo customer's list (empty, or what other tests sent).
  { name: 'messages', path: '/messages', group: 'answers', signedIn: true },
  { name: 'check-a-message', path: '/check-a-message', group: 'forms' },
];

/**
 * The routes of the manifest with no page in the list above, and why: every other route has one,
 * so a route added to the manifest is looked at too (layout.spec's first test).
 */
export const ROUTES_NOT_LISTED: Partial<Record<RouteName, string>> = {
  message:
    'one message needs a message the customer sent first; it is laid out at 390 and 1280 px in messages.spec',
  notFound:
    "leaves the area at once for the site's page-not-found page (a full navigation); offline, its notice is offline.spec's",
};

/** The manifest's route a path of the list is served by: the most specific pattern that fits. */
export function routeOf(path: string): RouteName | undefined {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  const fits = ROUTE_LIST.filter((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return (
      route.path !== '*' &&
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
  const statics = (route: { path: string }) =>
    route.path.split('/').filter((part) => part && !part.startsWith(':')).length;
  return fits.sort((a, b) => statics(b) - statics(a))[0]?.name;
}

/**
 * Browser-level text size, as a person sets it in their browser or phone (its default font size),
 * not our "Larger text": Chromium's own setting, through the DevTools protocol, so the page's rem
 * and em (and its media queries' em) follow it as they would for that person. 100 is the default
 * (16 px). Set on the page as it stands, and kept for the pages it opens next.
 */
export async function setBrowserTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: {
      standard: Math.round((16 * percent) / 100),
      fixed: Math.round((13 * percent) / 100),
    },
  });
  // The session stays open: the setting is the session's, and goes when it is detached.
  // The browser's default size is what `medium` is, whatever our Larger text does to the root.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.fontSize = 'medium';
        document.body.append(probe);
        const size = getComputedStyle(probe).fontSize;
        probe.remove();
        return size;
      }),
    )
    .toBe(`${(16 * percent) / 100}px`);
}

/**
 * What a person would see wrong on the page as it stands: sideways scrolling, visible texts drawn
 * over each other, and headings no larger than the text under them. Run in the page.
 */
/** Opens a page of the list as a customer would reach it. */
export async function openPage(
  page: Page,
  area: string,
  { path, afterDetails, signedIn }: PageToCheck,
) {
  if (signedIn) {
    // Through sign-in and back, waited for: a check begun on the way would lose its page.
    const { origin, pathname } = new URL(area);
    await page.goto(`${origin}/sign-in?returnTo=${pathname}${path}`);
    await expect(page).toHaveURL(`${area}${path}`);
    return;
  }
  await page.goto(`${area}${path}`);
  if (afterDetails) {
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${area}${path}/query`);
    // The new step's heading takes the focus a moment after it appears: a Tab pressed before then
    // starts from where the focus was.
    await expect(page.locator('h1:focus')).toHaveCount(1);
  }
}

export async function layoutProblems(
  page: Page,
  {
    /**
     * Browser-level 200% text on a phone: a number wider than a line may break between its groups
     * (never inside one). Otherwise a number is whole on one line (issue 40).
     */
    phonesMayWrap = false,
  } = {},
): Promise<string[]> {
  return page.evaluate((phonesMayWrap) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) {
      // Name the widest culprit, so a failure says where to look.
      let widest: Element | null = null;
      let right = doc.clientWidth;
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > right + 1 && r.width > 0) {
          right = r.right;
          widest = el;
        }
      }
      const where = widest
        ? `${widest.tagName.toLowerCase()}.${[...widest.classList].join('.')} "${(widest.textContent ?? '').trim().slice(0, 40)}"`
        : 'unknown';
      problems.push(
        `scrolls sideways: ${doc.scrollWidth} px wide in ${doc.clientWidth} (${where})`,
      );
    }

    /** Visible to a sighted person: rendered, not transparent, not clipped away. */
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) {
          return false;
        }
        if (s.clipPath !== 'none' || (s.clip !== 'auto' && s.position === 'absolute')) return false;
      }
      return true;
    };
    const boxes: { rect: DOMRect; el: Element; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, svg') || !shown(el)) continue;
      // Inside a closed <details>, only its summary is drawn (the rest keeps stale boxes).
      const details = el.closest('details:not([open])');
      if (details && !el.closest('summary')) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width >= 2 && rect.height >= 2) boxes.push({ rect, el, text: text.slice(0, 30) });
      }
    }
    // Lines of text may touch; a few pixels of real overlap is two texts drawn over each other.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 3 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4;
    const seen = new Set<string>();
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el === b.el || !overlap(a.rect, b.rect)) continue;
        const key = `"${a.text}" / "${b.text}"`;
        if (!seen.has(key)) problems.push(`texts overlap: ${key}`);
        seen.add(key);
      }
    }

    // A phone number is read and dialled as one: never split across two lines (issue 40), or at
    // 200% text, when wider than a line, between its groups only; and all of it in view, neither
    // off the screen's edge nor cut off by a box it is in (issue 50).
    const linesOf = (rects: DOMRectList | DOMRect[]) =>
      new Set(
        [...rects].filter((r) => r.width >= 1 && r.height >= 1).map((r) => Math.round(r.bottom)),
      ).size;
    /** Why a box of a number is not all in view, or null. */
    const outOfView = (el: Element, rect: DOMRect) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const overflow = getComputedStyle(e).overflowX;
        if (overflow === 'visible') continue;
        const box = e.getBoundingClientRect();
        // In a strip that scrolls sideways (the videos): it must fit, to be scrolled into view.
        if (overflow === 'auto' || overflow === 'scroll') {
          return rect.width > e.clientWidth + 1
            ? `wider than the ${e.tagName.toLowerCase()} it scrolls in`
            : null;
        }
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          return `cut off by ${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`;
      }
      return rect.left < -1 || rect.right > doc.clientWidth + 1
        ? `off the screen (${Math.round(rect.left)} to ${Math.round(rect.right)} px of ${doc.clientWidth})`
        : null;
    };
    const PHONE = /\b(?:0\d{2,4}(?:[ \u00a0]\d{3,6}){1,2})\b/g;
    const phoneWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = phoneWalker.nextNode(); node; node = phoneWalker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, svg') || !shown(el)) continue;
      const details = el.closest('details:not([open])');
      if (details && !el.closest('summary')) continue;
      for (const match of (node.textContent ?? '').matchAll(PHONE)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = linesOf(range.getClientRects());
        if (lines > 1 && !phonesMayWrap)
          problems.push(`phone number split over ${lines} lines: ${match[0]}`);
        for (const group of match[0].matchAll(/\d+/g)) {
          range.setStart(node, match.index + group.index);
          range.setEnd(node, match.index + group.index + group[0].length);
          if (linesOf(range.getClientRects()) > 1)
            problems.push(`phone number broken inside "${group[0]}": ${match[0]}`);
        }
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        for (const rect of range.getClientRects()) {
          const why = rect.width >= 1 ? outOfView(el, rect) : null;
          if (why) {
            problems.push(`phone number not all in view, ${why}: ${match[0]}`);
            break;
          }
        }
      }
    }
    // A control partly above the page's top, where no scrolling reaches it: a skip link held
    // there by a fixed distance, taller than that at 200% text, once showed as a strip (issue 50).
    for (const control of document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary',
    )) {
      if (!shown(control)) continue;
      const r = control.getBoundingClientRect();
      if (r.width > 0 && r.top + window.scrollY < -1 && r.bottom + window.scrollY > 0) {
        problems.push(
          `cut off at the page's top (${Math.round(r.bottom + window.scrollY)} px of it showing): ${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
        );
      }
    }

    // And every link that dials, whatever its words ("105", "999").
    for (const link of document.querySelectorAll('a[href^="tel:"]')) {
      if (!shown(link) || link.closest('details:not([open]) > :not(summary)')) continue;
      for (const rect of link.getClientRects()) {
        const why = rect.width >= 1 ? outOfView(link, rect) : null;
        if (why) {
          problems.push(`phone link not all in view, ${why}: ${(link.textContent ?? '').trim()}`);
          break;
        }
      }
    }

    // Body text: the size most of the page's paragraphs and list items are set in.
    const sizes = new Map<number, number>();
    for (const el of document.querySelectorAll('main p, main li')) {
      if (!shown(el) || !el.textContent?.trim()) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      sizes.set(size, (sizes.get(size) ?? 0) + (el.textContent?.length ?? 0));
    }
    const bodySize =
      [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ??
      parseFloat(getComputedStyle(document.body).fontSize);
    for (const h of document.querySelectorAll('h1, h2, h3')) {
      if (!shown(h) || !h.textContent?.trim()) continue;
      const size = parseFloat(getComputedStyle(h).fontSize);
      if (size <= bodySize) {
        problems.push(
          `${h.tagName.toLowerCase()} "${h.textContent.trim().slice(0, 30)}" is ${size} px, body text ${bodySize} px`,
        );
      }
    }
    return problems;
  }, phonesMayWrap);
}

/** WCAG 2.2 2.5.8: every control at least 24 by 24 px, or spaced so it is (axe's target-size). */
export async function smallTargets(page: Page): Promise<string[]> {
  const { violations } = await axe(page).withRules(['target-size']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `small target: ${n.target.join(' ')}`));
}

/**
 * What the floating cookie banner covers for good (issue 47): run with the banner showing. At the
 * page's end, any text or control still under it (the page must have room below its content to
 * scroll its last lines clear); and any control that, once focused, is still under it (focus
 * scrolls clear of it: WCAG 2.2 2.4.11, focus not obscured). Nothing, when the banner is hidden.
 */
export async function coveredByBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>(
      '.consent-banner:not(.consent-banner--in-flow)',
    );
    // The page as someone reads it from the top.
    if (!banner || banner.offsetHeight === 0) return [];
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // Clear of the banner: all of it, or as much as fits above the banner for a control taller
    // than that room. A text box's focus shows where the typing goes (the browser scrolls its
    // caret into view, and keeps it there as lines are typed): its first lines.
    const under = (el: Element) => {
      const room = banner.getBoundingClientRect().top;
      const r = el.getBoundingClientRect();
      const shown = Math.min(r.bottom, room) - Math.max(r.top, 0);
      const needed = el.matches('textarea') ? 88 : r.height;
      return r.width > 0 && r.height > 0 && shown + 1 < Math.min(needed, r.height, room);
    };
    const mine = (el: Element) => banner.contains(el) || el.closest('[aria-hidden="true"]');
    const rendered = (el: Element) =>
      el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

    window.scrollTo(0, document.documentElement.scrollHeight);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || mine(el) || !rendered(el)) continue;
      if (el.closest('script, style, noscript, details:not([open]) > :not(summary)')) continue;
      range.selectNodeContents(node);
      const top = banner.getBoundingClientRect().top;
      if ([...range.getClientRects()].some((r) => r.width > 0 && r.bottom > top + 1)) {
        problems.push(`at the page's end, under the banner: ${name(el)}`);
      }
    }
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]',
    );
    for (const control of controls) {
      if (mine(control) || !rendered(control) || control.closest('details:not([open])')) continue;
      control.focus();
      if (document.activeElement === control && under(control)) {
        problems.push(`focused, under the banner: ${name(control)}`);
      }
    }
    return problems;
  });
}

/**
 * The floating cookie banner on a small screen with large text (issue 50): it takes at most
 * `most` of the screen's height, never scrolls sideways, and each of its buttons can be brought
 * whole into view inside it (scrolling the banner, as a finger or the keyboard's focus does), not
 * cut off at its edge nor under anything. Nothing, when no floating banner shows.
 */
export async function bannerProblems(page: Page, most: number): Promise<string[]> {
  return page.evaluate((most) => {
    const banner = document.querySelector<HTMLElement>(
      '.consent-banner:not(.consent-banner--in-flow)',
    );
    if (!banner || banner.offsetHeight === 0) return [];
    const problems: string[] = [];
    const height = banner.getBoundingClientRect().height;
    if (height > window.innerHeight * most + 1) {
      problems.push(
        `the banner takes ${Math.round(height)} px of a ${window.innerHeight} px screen, more than ${most.toFixed(2)} of it`,
      );
    }
    if (banner.scrollWidth > banner.clientWidth + 1) {
      problems.push(
        `the banner scrolls sideways: ${banner.scrollWidth} px in ${banner.clientWidth}`,
      );
    }
    for (const button of banner.querySelectorAll<HTMLElement>('button')) {
      if (button.getClientRects().length === 0) continue;
      const name = button.getAttribute('aria-label') ?? button.textContent?.trim();
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = button.getBoundingClientRect();
      const b = banner.getBoundingClientRect();
      const inside =
        r.top >= Math.max(b.top, 0) - 1 &&
        r.bottom <= Math.min(b.bottom, window.innerHeight) + 1 &&
        r.left >= Math.max(b.left, 0) - 1 &&
        r.right <= Math.min(b.right, document.documentElement.clientWidth) + 1;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!inside) problems.push(`the banner's "${name}" cannot be brought whole into view`);
      else if (!top || !button.contains(top)) problems.push(`the banner's "${name}" is covered`);
    }
    banner.scrollTop = 0;
    return problems;
  }, most);
}
