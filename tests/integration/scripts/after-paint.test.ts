// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeAfterFirstPaint } from '../../../scripts/after-paint';

/** Vite's HTML as scripts/build.ts has it before the pages go in (code at low priority). */
const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Help &amp; Support - British Gas</title>
    <script type="module" fetchpriority="low" crossorigin src="/help-and-support/assets/index-A1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/help-and-support/assets/react-B2.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/help-and-support/assets/paths-C3.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('reading pages ask for their code after their first paint', () => {
  it('takes the code out of the head and asks for the same files from the end of the body', () => {
    const { html, hash } = codeAfterFirstPaint(TEMPLATE);
    const head = html.split('</head>')[0]!;
    expect(head).not.toMatch(/<script|modulepreload/);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    const [script] = scripts;
    for (const file of ['index-A1.js', 'react-B2.js', 'paths-C3.js']) {
      expect(script).toContain(`/help-and-support/assets/${file}`);
    }
    // The CSP allows exactly this script.
    expect(hash).toBe(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    expect(html).toContain('<style>body{margin:0}</style>');
  });

  it('adds the entry as a module script and its imports as module preloads, once, after the largest paint', () => {
    const { html } = codeAfterFirstPaint(TEMPLATE);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const added: { tag: string; rel?: string; type?: string; href?: string; src?: string }[] = [];
    const callbacks: (() => void)[] = [];
    let observed: string | undefined;
    const fakeDocument = {
      hidden: false,
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
      createElement: (tag: string) => ({ tag }),
      addEventListener: () => {},
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
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', script)(
      fakeDocument,
      { PerformanceObserver: FakeObserver },
      (fn: () => void) => timers.push(fn),
      () => {
        throw new Error('not used where the largest paint is reported');
      },
    );
    expect(observed).toBe('largest-contentful-paint');
    expect(added).toHaveLength(0);
    // The largest paint is reported (twice: a later, larger candidate), then a task later...
    callbacks.forEach((cb) => cb());
    callbacks.forEach((cb) => cb());
    timers.slice(1).forEach((run) => run());
    expect(added.map((el) => el.src ?? el.href)).toEqual([
      '/help-and-support/assets/react-B2.js',
      '/help-and-support/assets/paths-C3.js',
      '/help-and-support/assets/index-A1.js',
    ]);
    expect(added.map((el) => el.rel ?? el.type)).toEqual([
      'modulepreload',
      'modulepreload',
      'module',
    ]);
  });

  it('refuses a template with no entry script', () => {
    expect(() => codeAfterFirstPaint(TEMPLATE.replace(/<script[^]*?<\/script>/, ''))).toThrow(
      /no entry script/,
    );
  });
});
