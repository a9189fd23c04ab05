/**
 * The page templates every page of the build is written into, made from Vite's index.html:
 * - the one stylesheet inlined (5 KB compressed), allowed by its hash in the CSP: the page paints
 *   before any JavaScript and without waiting for another request;
 * - the code at low priority: on a prerendered page it only brings the page to life, and on the
 *   app shell fetching it at low priority measured no later while the header and footer paint
 *   sooner;
 * - for the prerendered pages, the code asked for only once the page has painted
 *   (after-paint.ts): the reading pages' islands, the complaint questions' app.
 */
import { BASENAME } from '../../src/config/paths';
import { codeAfterFirstPaint, cspHash } from './after-paint';
import { ISLANDS_ENTRY } from '../../serving/dist-layout';
import type { BuildCsp } from '../../serving/security-headers';
import { answerOrigins, type AnswerAddress } from '../../src/lib/answer-address';
import { staticClosure, type Manifest } from './vite-manifest';

const STYLESHEET = new RegExp(
  `<link rel="stylesheet" crossorigin href="${BASENAME}/([^"]+)">`,
  'g',
);

/** The template with its one stylesheet inline, and the stylesheet's hash for the CSP. */
export function inlineStylesheet(html: string, readAsset: (file: string) => string) {
  const hashes: string[] = [];
  const out = html.replace(STYLESHEET, (_tag, file: string) => {
    const css = readAsset(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined`);
    hashes.push(cspHash(css));
    return `<style>${css}</style>`;
  });
  if (hashes.length !== 1 || /<link rel="stylesheet"/.test(out)) {
    throw new Error('Expected exactly one stylesheet to inline in index.html');
  }
  return { html: out, styleHash: hashes[0]! };
}

export const codeAtLowPriority = (html: string) =>
  html
    .replace(
      /<script type="module" crossorigin/g,
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );

export interface Templates {
  /** Pages rendered in the browser: the shells. */
  app: string;
  /** Prerendered pages the app comes alive over (the complaint questions). */
  question: string;
  /** Prerendered pages where only the islands come alive. */
  reading: string;
  /** The CSP's hashes: the inline stylesheet, and the two loaders. */
  styleHash: string;
  scriptHashes: string[];
}

export function makeTemplates(
  indexHtml: string,
  readAsset: (file: string) => string,
  islands: Manifest,
): Templates {
  const { html, styleHash } = inlineStylesheet(indexHtml, readAsset);
  const app = codeAtLowPriority(html);
  const url = (key: string) => `${BASENAME}/${islands[key]!.file}`;
  if (!islands[ISLANDS_ENTRY]) throw new Error('The islands build has no entry');
  const question = codeAfterFirstPaint(app);
  const reading = codeAfterFirstPaint(app, {
    entry: url(ISLANDS_ENTRY),
    preloads: [...staticClosure(islands, [ISLANDS_ENTRY])]
      .filter((key) => key !== ISLANDS_ENTRY)
      .map(url),
  });
  return {
    app,
    question: question.html,
    reading: reading.html,
    styleHash,
    scriptHashes: [reading.hash, question.hash],
  };
}

/**
 * dist/csp.json: what the platform and nginx add to the CSP for this build: its inline stylesheet's
 * and loaders' hashes, and the other sites its questions' answers lead to.
 */
export const cspJson = (
  templates: Pick<Templates, 'styleHash' | 'scriptHashes'>,
  answers: AnswerAddress[],
): BuildCsp => ({
  styleSrc: [templates.styleHash],
  scriptSrc: templates.scriptHashes,
  formAction: answerOrigins(answers),
});
