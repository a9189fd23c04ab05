/**
 * Search latency per keystroke, index build time and index size, for MiniSearch (used) and
 * FlexSearch (the alternative), at 100, 1,000 and 5,000 synthetic articles made from the real
 * library. Also a quality check: does each engine find what customers type, typos included?
 */
import { Charset, Document } from 'flexsearch';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import type { SearchDocument } from '../src/api/schemas/content';
import { answerQuery, resultIds } from '../src/features/search/answer';
import { createSearchEngine } from '../src/features/search/engine';
import { compileRules } from '../src/features/search/rules';
import { loadLibrary, loadSearchRules, toSearchDocuments } from '../server/content-library';

const SIZES = [100, 1000, 5000];
const QUERIES = [
  'boiler pressure',
  'meter reading',
  'biling',
  'direct debit',
  'emergency credit',
  'presure',
];
const QUALITY: [query: string, expected: RegExp][] = [
  ['meter', /^meters\//],
  ['bil', /^bills-and-payments\//],
  ['biling', /^bills-and-payments\//],
  ['boiler presure', /^breakdowns\/boiler-pressure/],
  ['emergancy credit', /^pay-as-you-go\/emergency-credit/],
];

const rules = compileRules(loadSearchRules(join(process.cwd(), 'content')));
const real = toSearchDocuments(
  loadLibrary(join(process.cwd(), 'content')),
  join(process.cwd(), 'content'),
);

/** Deterministic synthetic articles: real titles and text, shuffled into new documents. */
function synthetic(n: number): SearchDocument[] {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = real.flatMap((d) => d.body.split(' '));
  return Array.from({ length: n }, (_, i) => {
    const base = real[i % real.length]!;
    if (i < real.length) return base;
    const start = Math.floor(rand() * (words.length - 400));
    return {
      ...base,
      id: `${base.id}-${i}`,
      label: `${base.label}-${i}`,
      body: words.slice(start, start + 250 + Math.floor(rand() * 150)).join(' '),
    };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const round = (x: number) => Math.round(x * 1000) / 1000;

interface Engine {
  search: (q: string) => string[];
  bytes: () => number;
}

/** What the search page does per keystroke: rules, synonyms, urgent answers and best bets too. */
function miniSearch(docs: SearchDocument[]): Engine {
  const engine = createSearchEngine(docs);
  return {
    search: (q) => resultIds(answerQuery(q, rules, engine)),
    bytes: () => engine.indexBytes(),
  };
}

function flexSearch(docs: SearchDocument[]): Engine {
  const index = new Document({
    document: { id: 'id', index: ['title', 'categoryTitle', 'description', 'body'] },
    tokenize: 'forward',
    encoder: Charset.LatinExtra,
  });
  for (const d of docs) index.add(d);
  const exported: string[] = [];
  return {
    search: (q) => {
      const fields = index.search(q, { limit: 50, suggest: true }) as {
        field: string;
        result: string[];
      }[];
      const order = ['title', 'categoryTitle', 'description', 'body'];
      const seen = new Set<string>();
      for (const f of order)
        for (const id of fields.find((x) => x.field === f)?.result ?? []) seen.add(String(id));
      return [...seen];
    },
    bytes: () => {
      void index.export((key: string, data: string) => {
        exported.push(key, data ?? '');
      });
      return exported.join('').length;
    },
  };
}

function measure(name: string, make: (docs: SearchDocument[]) => Engine, n: number) {
  const docs = synthetic(n);
  const builds: number[] = [];
  let engine!: Engine;
  for (let i = 0; i < 3; i += 1) {
    const t = performance.now();
    engine = make(docs);
    builds.push(performance.now() - t);
  }
  const times: number[] = [];
  for (let rep = 0; rep < 5; rep += 1) {
    for (const q of QUERIES) {
      for (let k = 1; k <= q.length; k += 1) {
        const t = performance.now();
        engine.search(q.slice(0, k));
        times.push(performance.now() - t);
      }
    }
  }
  return {
    engine: name,
    articles: n,
    keystrokes: times.length,
    medianMs: round(median(times)),
    p95Ms: round(p95(times)),
    buildMs: round(median(builds)),
    indexBytes: engine.bytes(),
  };
}

function quality(name: string, make: (docs: SearchDocument[]) => Engine) {
  const engine = make(real);
  return {
    engine: name,
    found: QUALITY.map(([q, expected]) => ({
      query: q,
      top3: engine
        .search(q)
        .slice(0, 3)
        .some((id) => expected.test(id)),
    })),
  };
}

export function runSearchBench() {
  const latency = SIZES.flatMap((n) => [
    measure('minisearch', miniSearch, n),
    measure('flexsearch', flexSearch, n),
  ]);
  const relevance = [quality('minisearch', miniSearch), quality('flexsearch', flexSearch)];
  return { latency, relevance };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runSearchBench();
  console.table(result.latency);
  for (const r of result.relevance)
    console.log(r.engine, r.found.map((f) => `${f.query}:${f.top3 ? 'yes' : 'NO'}`).join('  '));
}
