// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  codeAtLowPriority,
  cspJson,
  inlineStylesheet,
  makeTemplates,
} from '../../../../scripts/build/templates';
import { ISLANDS_ENTRY } from '../../../../serving/dist-layout';
import type { Manifest } from '../../../../scripts/build/vite-manifest';
import { BASENAME } from '@/config/paths';
import { complaintAnswerAddresses } from '@/features/complaints/questions';

const CSS = 'body{margin:0}.a{color:red}';
const STYLESHEET = `<link rel="stylesheet" crossorigin href="${BASENAME}/assets/index-C3.css">`;

/** Vite's built index.html, as it writes it. */
const viteHtml = (stylesheets = STYLESHEET) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Help with bills."
    />
    <title>Help &amp; Support - British Gas</title>
    <script type="module" crossorigin src="${BASENAME}/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="${BASENAME}/assets/react-B2.js">
    ${stylesheets}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const assets: Record<string, string> = {
  'assets/index-C3.css': CSS,
  'assets/other-D4.css': 'p{margin:0}',
};
const readAsset = (file: string) => {
  const css = assets[file];
  if (css === undefined) throw new Error(`no ${file}`);
  return css;
};
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The islands build: its entry, which imports a runtime, which imports a shared chunk. */
const ISLANDS: Manifest = {
  [ISLANDS_ENTRY]: {
    file: 'assets/islands-E5.js',
    isEntry: true,
    imports: ['_preact-F6.js'],
    dynamicImports: ['src/lazy-island.tsx'],
  },
  '_preact-F6.js': { file: 'assets/preact-F6.js', imports: ['_shared-G7.js'] },
  '_shared-G7.js': { file: 'assets/shared-G7.js' },
  'src/lazy-island.tsx': { file: 'assets/lazy-island-H8.js' },
};

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('the stylesheet inlined into the templates', () => {
  it('replaces the stylesheet link with the CSS in a style element', () => {
    const { html } = inlineStylesheet(viteHtml(), readAsset);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("gives the CSP hash of the stylesheet's text", () => {
    expect(inlineStylesheet(viteHtml(), readAsset).styleHash).toBe(sha256(CSS));
  });

  it('reads the stylesheet by its path inside the build', () => {
    const read: string[] = [];
    inlineStylesheet(viteHtml(), (file) => {
      read.push(file);
      return CSS;
    });
    expect(read).toEqual(['assets/index-C3.css']);
  });

  it('refuses two stylesheets', () => {
    const two = `${STYLESHEET}\n    <link rel="stylesheet" crossorigin href="${BASENAME}/assets/other-D4.css">`;
    expect(() => inlineStylesheet(viteHtml(two), readAsset)).toThrow(/exactly one stylesheet/);
  });

  it('refuses a template with no stylesheet', () => {
    expect(() => inlineStylesheet(viteHtml(''), readAsset)).toThrow(/exactly one stylesheet/);
  });

  it('refuses a stylesheet link it cannot inline (not in the build)', () => {
    const elsewhere = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(() => inlineStylesheet(viteHtml(`${STYLESHEET}\n    ${elsewhere}`), readAsset)).toThrow(
      /exactly one stylesheet/,
    );
  });

  it('refuses CSS that would close the style element', () => {
    expect(() =>
      inlineStylesheet(viteHtml(), () => 'a::after{content:"</style><script>x()</script>"}'),
    ).toThrow(/cannot be inlined/);
  });
});

describe('the code at low priority', () => {
  it('marks the entry script and every module preload fetchpriority="low"', () => {
    const html = codeAtLowPriority(viteHtml());
    expect(html).toContain(
      `<script type="module" fetchpriority="low" crossorigin src="${BASENAME}/assets/index-A1.js">`,
    );
    expect(html).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${BASENAME}/assets/react-B2.js">`,
    );
    expect(html).not.toMatch(
      /<script type="module" crossorigin|<link rel="modulepreload" crossorigin/,
    );
  });
});

describe('the three page templates', () => {
  const templates = makeTemplates(viteHtml(), readAsset, ISLANDS);

  it('keeps the app template loading its own code in the head, at low priority', () => {
    expect(templates.app).toContain(
      `<script type="module" fetchpriority="low" crossorigin src="${BASENAME}/assets/index-A1.js"></script>`,
    );
    expect(templates.app).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${BASENAME}/assets/react-B2.js">`,
    );
    expect(inlineScripts(templates.app)).toEqual([]);
  });

  it('inlines the stylesheet in every template', () => {
    for (const html of [templates.app, templates.question, templates.reading]) {
      expect(html).toContain(`<style>${CSS}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
    }
    expect(templates.styleHash).toBe(sha256(CSS));
  });

  it('has the question pages ask for the app after their first paint', () => {
    const [script] = inlineScripts(templates.question);
    expect(script).toContain(`"${BASENAME}/assets/index-A1.js"`);
    expect(script).toContain(`"${BASENAME}/assets/react-B2.js"`);
    expect(script).not.toContain('islands-E5.js');
    expect(templates.question).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it("has the reading pages ask for the islands' entry and its static imports, not the app", () => {
    const [script] = inlineScripts(templates.reading);
    expect(script).toContain(`"${BASENAME}/assets/islands-E5.js"`);
    expect(script).toContain(
      `["${BASENAME}/assets/preact-F6.js","${BASENAME}/assets/shared-G7.js"]`,
    );
    expect(script).not.toContain('lazy-island-H8.js');
    expect(script).not.toContain('index-A1.js');
    expect(script).not.toContain('react-B2.js');
    expect(templates.reading).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it("lists both loaders' hashes for the CSP, the reading pages' first", () => {
    const reading = inlineScripts(templates.reading)[0]!;
    const question = inlineScripts(templates.question)[0]!;
    expect(reading).not.toBe(question);
    expect(templates.scriptHashes).toEqual([sha256(reading), sha256(question)]);
  });

  it('refuses an islands build with no entry', () => {
    const { [ISLANDS_ENTRY]: _entry, ...noEntry } = ISLANDS;
    expect(() => makeTemplates(viteHtml(), readAsset, noEntry)).toThrow(/no entry/);
  });
});

describe('csp.json', () => {
  it('allows the inline stylesheet and both loaders by their hashes', () => {
    const templates = makeTemplates(viteHtml(), readAsset, ISLANDS);
    expect(cspJson(templates, [])).toEqual({
      styleSrc: [sha256(CSS)],
      scriptSrc: templates.scriptHashes,
      formAction: [],
    });
    expect(cspJson(templates, []).scriptSrc).toHaveLength(2);
  });

  it('lets a form go on to the other sites its questions’ answers lead to, each once', () => {
    const templates = makeTemplates(viteHtml(), readAsset, ISLANDS);
    const answers = complaintAnswerAddresses();
    expect(cspJson(templates, answers).formAction).toEqual(['https://www.britishgas.co.uk']);
    const inArea = answers.map((a) => ({ ...a, to: { one: `${BASENAME}/x` } }));
    expect(cspJson(templates, inArea).formAction).toEqual([]);
  });
});
