// @vitest-environment node
import { JSDOM } from 'jsdom';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeAfterFirstPaint, PAGE_CODE_META } from '../../../../scripts/build/after-paint';
import { EARLY_TAPS, SENT_EARLY_ATTRIBUTE } from '@/lib/early-taps';
import { CLOSED_COOKIE, CONSENT_PENDING_CLASS } from '@/features/consent/consent-pending';
import { FOOTER_ID } from '@/lib/landmarks';
import { LARGE_TEXT_CLASS } from '@/lib/large-text';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { BASENAME } from '@/config/paths';

/** Vite's HTML as scripts/build/main.ts has it before the pages go in (code at low priority). */
const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Help &amp; Support - British Gas</title>
    <script type="module" fetchpriority="low" crossorigin src="${BASENAME}/assets/index-A1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="${BASENAME}/assets/react-B2.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="${BASENAME}/assets/paths-C3.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('reading pages ask for their code after their first paint', () => {
  it('takes the code out of the head and asks for the same files from one inline script', () => {
    const { html, hash } = codeAfterFirstPaint(TEMPLATE);
    // Nothing in the head asks for code but the loader, which asks once the page has painted.
    const head = html.split('</head>')[0]!.replace(/<script>[\s\S]*?<\/script>/, '');
    expect(head).not.toMatch(/<script|modulepreload/);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    // Last in the head, after the stylesheet: it runs before anything is painted.
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<style>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    const [script] = scripts;
    for (const file of ['index-A1.js', 'react-B2.js', 'paths-C3.js']) {
      expect(script).toContain(`${BASENAME}/assets/${file}`);
    }
    // The CSP allows exactly this script.
    expect(hash).toBe(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    expect(html).toContain('<style>body{margin:0}</style>');
  });

  it("holds the first paint until the page's main content is parsed, so its largest paint is its first", () => {
    const { html } = codeAfterFirstPaint(TEMPLATE);
    const head = html.split('</head>')[0]!;
    // A busy browser painted a page in parts: the cookie question (first in the body) alone, then
    // the page's larger text a frame later, reported only once that frame was on the screen,
    // after the loader had asked for the code (decision 037).
    expect(head).toContain(`<link rel="expect" href="#${FOOTER_ID}" blocking="render">`);
    expect(head.indexOf('rel="expect"')).toBeLessThan(head.indexOf('<script>'));
  });

  it('adds the entry as a module script and its imports as module preloads, once, after the largest paint of the whole page', () => {
    const { html } = codeAfterFirstPaint(TEMPLATE);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const added: { tag: string; rel?: string; type?: string; href?: string; src?: string }[] = [];
    const callbacks: (() => void)[] = [];
    const parsed: (() => void)[] = [];
    let frames: (() => void)[] = [];
    let observed: string | undefined;
    const fakeDocument = {
      hidden: false,
      readyState: 'loading',
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
      createElement: (tag: string) => ({ tag }),
      addEventListener: (type: string, fn: () => void) => {
        if (type === 'DOMContentLoaded') parsed.push(fn);
      },
    };
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly cb: () => void) {}
      observe({ type }: { type: string }) {
        observed = type;
        callbacks.push(this.cb);
      }
    }
    const timers: (() => void)[] = [];
    const nextFrame = () => {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    };
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', script)(
      fakeDocument,
      { PerformanceObserver: FakeObserver, addEventListener: () => {} },
      (fn: () => void) => timers.push(fn),
      (fn: () => void) => frames.push(fn),
    );
    expect(observed).toBe('largest-contentful-paint');
    const giveUp = timers.length; // the 5 s fallback
    // A first largest paint is reported while the page is still being parsed: a busy phone paints
    // a long page in parts, and a larger part may follow. Nothing is asked for yet.
    callbacks.forEach((cb) => cb());
    expect(timers).toHaveLength(giveUp);
    // The document is parsed; one frame later the rest is not yet on the screen.
    parsed.forEach((run) => run());
    nextFrame();
    expect(timers).toHaveLength(giveUp);
    expect(added).toHaveLength(0);
    // Two frames after parsing (the whole page painted), and a task more...
    nextFrame();
    callbacks.forEach((cb) => cb()); // a later, larger candidate changes nothing
    timers.slice(giveUp).forEach((run) => run());
    expect(added.map((el) => el.src ?? el.href)).toEqual([
      `${BASENAME}/assets/react-B2.js`,
      `${BASENAME}/assets/paths-C3.js`,
      `${BASENAME}/assets/index-A1.js`,
    ]);
    expect(added.map((el) => el.rel ?? el.type)).toEqual([
      'modulepreload',
      'modulepreload',
      'module',
    ]);
  });

  it('waits for the whole page and no report where the browser gives none (Safari)', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(codeAfterFirstPaint(TEMPLATE).html)![1]!;
    const added: unknown[] = [];
    let frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', script)(
      {
        hidden: false,
        readyState: 'interactive',
        head: { appendChild: (el: unknown) => added.push(el) },
        createElement: (tag: string) => ({ tag }),
        addEventListener: () => {},
      },
      { PerformanceObserver: undefined, addEventListener: () => {} },
      (fn: () => void) => timers.push(fn),
      (fn: () => void) => frames.push(fn),
    );
    const giveUp = timers.length;
    for (let i = 0; i < 2; i++) {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    }
    timers.slice(giveUp).forEach((run) => run());
    expect(added).toHaveLength(3);
  });

  /** The classes the page's loader puts on <html> before the first paint. */
  const classesWith = (stored: Record<string, string>, cookie: string) => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(codeAfterFirstPaint(TEMPLATE).html)![1]!;
    const classes = new Set<string>();
    const fakeDocument = {
      hidden: true, // loads at once: nothing to wait for here
      cookie,
      documentElement: { classList: { add: (c: string) => classes.add(c) } },
      head: { appendChild: () => {} },
      createElement: () => ({}),
      addEventListener: () => {},
    };
    new Function('document', 'window', 'sessionStorage', script)(
      fakeDocument,
      { addEventListener: () => {} },
      {
        getItem: (key: string) => stored[key] ?? null,
      },
    );
    return [...classes];
  };
  const CHOSEN = `${CLOSED_COOKIE}=2026-11-25T08:00:00.000Z`;

  it('sets Larger text, chosen earlier in the visit, before the page paints', () => {
    expect(classesWith({ [STORAGE_KEYS.largeText]: '1' }, CHOSEN)).toEqual([LARGE_TEXT_CLASS]);
    expect(classesWith({ [STORAGE_KEYS.largeText]: '0' }, CHOSEN)).toEqual([]);
    expect(classesWith({}, CHOSEN)).toEqual([]);
  });

  it('shows the built-in cookie banner in the page before it paints, only until the visitor has chosen', () => {
    expect(classesWith({}, '')).toEqual([CONSENT_PENDING_CLASS]);
    expect(classesWith({}, 'other=1; NotOptanonAlertBoxClosed=x')).toEqual([CONSENT_PENDING_CLASS]);
    expect(classesWith({}, `other=1; ${CHOSEN}`)).toEqual([]);
  });

  it("asks, with the entry, for the page's own code that a built page names", () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(codeAfterFirstPaint(TEMPLATE).html)![1]!;
    const added: { href?: string; src?: string }[] = [];
    const fakeDocument = {
      hidden: true, // loads at once
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
      createElement: () => ({}),
      addEventListener: () => {},
      querySelector: (selector: string) =>
        selector === `meta[name="${PAGE_CODE_META}"]`
          ? {
              content: `${BASENAME}/assets/details-page-D4.js ${BASENAME}/assets/query-E5.js`,
            }
          : null,
    };
    new Function('document', 'window', script)(fakeDocument, { addEventListener: () => {} });
    expect(added.map((el) => el.src ?? el.href)).toEqual([
      `${BASENAME}/assets/react-B2.js`,
      `${BASENAME}/assets/paths-C3.js`,
      `${BASENAME}/assets/details-page-D4.js`,
      `${BASENAME}/assets/query-E5.js`,
      `${BASENAME}/assets/index-A1.js`,
    ]);
  });

  it('holds a form with nowhere of its own to send to until the page is live, and never sends it as it is', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(codeAfterFirstPaint(TEMPLATE).html)![1]!;
    const { window } = new JSDOM(
      `<form id="details"><input name="firstName" value="Ann"></form>
       <form id="question" method="get" action="${BASENAME}/make-a-complaint-select-energy"></form>`,
    );
    const listeners: { type: string; fn: (e: Event) => void; capture: boolean }[] = [];
    const fakeDocument = {
      hidden: false,
      readyState: 'complete',
      addEventListener: (type: string, fn: (e: Event) => void, capture?: boolean) =>
        listeners.push({ type, fn, capture: capture === true }),
      removeEventListener: (type: string, fn: (e: Event) => void) =>
        listeners.splice(
          listeners.findIndex((l) => l.type === type && l.fn === fn),
          1,
        ),
    };
    const fakeWindow: Record<string, unknown> = { addEventListener: () => {} };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(
      fakeDocument,
      fakeWindow,
      () => {},
      () => {},
    );
    /** A submit event as the browser sends it: capturing listeners first, then the rest. */
    const submit = (id: string) => {
      const event = new window.Event('submit', { cancelable: true });
      const form = window.document.getElementById(id)!;
      Object.defineProperty(event, 'target', { value: form });
      const of = (capture: boolean) =>
        listeners.filter((l) => l.type === 'submit' && l.capture === capture);
      [...of(true), ...of(false)].forEach((l) => l.fn(event));
      return event;
    };
    const held = fakeWindow[EARLY_TAPS] as { taps: HTMLElement[]; stop: () => void };

    expect(submit('details').defaultPrevented).toBe(true);
    expect(submit('details').defaultPrevented).toBe(true);
    expect(held.taps.map((t) => t.id)).toEqual(['details']);
    // A real form (the complaint questions) goes on as a form, live or not.
    expect(submit('question').defaultPrevented).toBe(false);

    // Once live, no longer held, but still never sent with the customer's words in the address.
    held.stop();
    expect(submit('details').defaultPrevented).toBe(true);
    expect(held.taps).toHaveLength(1);
    expect(submit('question').defaultPrevented).toBe(false);
  });

  it('marks a form sent before the page is live at once, and sends it again for a newer answer', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(codeAfterFirstPaint(TEMPLATE).html)![1]!;
    const { window } = new JSDOM(
      `<form id="query"><textarea name="query">Early</textarea></form>
       <form id="question" method="get" action="${BASENAME}/make-a-complaint-select-energy-answer">
         <input type="radio" name="customerType" value="credit" checked>
         <input type="radio" name="customerType" value="payAsYouGo">
       </form>`,
    );
    const page = window.document;
    const listeners: { type: string; fn: (e: Event) => void; capture: boolean }[] = [];
    const on = (type: string, fn: (e: Event) => void, capture?: boolean) =>
      listeners.push({ type, fn, capture: capture === true });
    const added: { onerror?: () => void }[] = [];
    let stopped = 0;
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(
      {
        hidden: true, // asks for the code at once
        addEventListener: on,
        removeEventListener: () => {},
        querySelectorAll: (selector: string) => page.querySelectorAll(selector),
        head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
        createElement: () => ({}),
      },
      { addEventListener: on, stop: () => (stopped += 1) },
      () => {},
      () => {},
    );
    /** An event as the browser sends it: capturing listeners first, then the rest. */
    const send = (type: string, target: Element, props: Record<string, unknown> = {}) => {
      const event = new window.Event(type, { cancelable: true });
      Object.defineProperty(event, 'target', { value: target });
      for (const [key, value] of Object.entries(props))
        Object.defineProperty(event, key, { value });
      const of = (capture: boolean) =>
        listeners.filter((l) => l.type === type && l.capture === capture);
      [...of(true), ...of(false)].forEach((l) => l.fn(event));
      return event;
    };
    const query = page.getElementById('query') as HTMLFormElement;
    const question = page.getElementById('question') as HTMLFormElement;
    const resent: string[] = [];
    for (const form of [query, question]) form.requestSubmit = () => void resent.push(form.id);

    // Not sent: not marked. A change then is only a change.
    send('change', question.elements.namedItem('customerType') as unknown as Element);
    expect(resent).toEqual([]);
    expect(question.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(false);

    // Sent, held or on its way: marked at once, so the style sheet says so.
    send('submit', query);
    expect(stopped, 'held: the page stays, and its code comes').toBe(0);
    send('submit', question);
    expect(query.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(true);
    expect(question.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(true);
    // On its way elsewhere: the page stops fetching code it will not run.
    expect(stopped).toBe(1);
    // A newer answer on the form on its way sends it again; the held one waits for the code.
    send('change', question.querySelector('[value="payAsYouGo"]')!);
    send('change', query.querySelector('textarea')!);
    expect(resent).toEqual(['question']);

    // The code never comes: the held form no longer says it is sending; the other is on its way.
    added.at(-1)!.onerror!();
    expect(query.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(false);
    expect(question.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(true);
    send('submit', query);
    expect(query.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(false);
    // Back to the page from the browser's cache: on its way nowhere.
    send('pageshow', page.body, { persisted: false });
    expect(question.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(true);
    const asked = added.length;
    send('pageshow', page.body, { persisted: true });
    expect(question.hasAttribute(SENT_EARLY_ATTRIBUTE)).toBe(false);
    // And it asks again for the code it stopped fetching.
    expect(added.length).toBeGreaterThan(asked);
  });

  it('stops no code once the page is live', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(codeAfterFirstPaint(TEMPLATE).html)![1]!;
    const { window } = new JSDOM(
      `<form id="search" method="get" action="${BASENAME}/search"></form>`,
    );
    const submits: ((e: Event) => void)[] = [];
    const fakeWindow: Record<string, unknown> = {
      addEventListener: () => {},
      stop: () => (stopped += 1),
    };
    let stopped = 0;
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(
      {
        hidden: true,
        addEventListener: (type: string, fn: (e: Event) => void, capture?: boolean) => {
          if (type === 'submit' && !capture) submits.push(fn);
        },
        removeEventListener: () => {},
        head: { appendChild: () => {} },
        createElement: () => ({}),
      },
      fakeWindow,
      () => {},
      () => {},
    );
    (fakeWindow[EARLY_TAPS] as { stop: () => void }).stop();
    const event = new window.Event('submit', { cancelable: true });
    Object.defineProperty(event, 'target', { value: window.document.getElementById('search') });
    submits.forEach((fn) => fn(event));
    expect(stopped).toBe(0);
  });

  it('refuses a template with no entry script', () => {
    expect(() => codeAfterFirstPaint(TEMPLATE.replace(/<script[^]*?<\/script>/, ''))).toThrow(
      /no entry script/,
    );
  });
});
