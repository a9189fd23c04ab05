// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArticleFeedbackAttributes } from '@/api/schemas/article-feedback';
import { runInsights } from '../../../scripts/insights-report';
import { openStore } from '../../../server/store';

const folder = () => mkdtempSync(join(tmpdir(), 'hs-insights-'));

type Page = Pick<ArticleFeedbackAttributes, 'page-id' | 'page-type' | 'page-title'>;
const estimated: Page = {
  'page-id': 'bills-and-payments/estimated-bills',
  'page-type': 'article',
  'page-title': 'Why your bill is estimated <and> how to fix it',
};
const meters: Page = { 'page-id': 'meters', 'page-type': 'category', 'page-title': 'Meters' };
const gasLeak: Page = {
  'page-id': 'emergencies/gas-leak',
  'page-type': 'article',
  'page-title': 'If you smell gas',
};
const topUp: Page = {
  'page-id': 'pay-as-you-go/topping-up',
  'page-type': 'article',
  'page-title': 'Topping up',
};

/** A database filled through the platform's own store, as answers arrive. */
function databaseWith(answers: [Page, Partial<ArticleFeedbackAttributes>][]) {
  const path = join(folder(), 'platform.sqlite');
  const store = openStore(path);
  for (const [page, answer] of answers) {
    store.createArticleFeedback(
      {
        ...page,
        'page-path': `/help-and-support/${page['page-id']}`,
        useful: false,
        reason: null,
        comment: null,
        ...answer,
      },
      'test-client',
    );
  }
  store.close();
  return path;
}

const yes = { useful: true };
const answers: [Page, Partial<ArticleFeedbackAttributes>][] = [
  [estimated, { reason: 'did-not-answer', comment: '<script>alert("x")</script> & more' }],
  [estimated, { reason: 'did-not-answer', comment: null }],
  [estimated, { reason: 'out-of-date', comment: 'Call me on 07700 900456' }],
  [estimated, yes],
  [meters, { reason: 'hard-to-understand' }],
  [gasLeak, yes],
  [gasLeak, yes],
  [topUp, { reason: 'something-else', comment: 'The app is different now' }],
  [topUp, { reason: 'out-of-date' }],
];

describe('npm run insights', () => {
  it('lists pages worst first: the highest share of "No", then the most "No"s', async () => {
    const result = await runInsights({ databasePath: databaseWith(answers), outDir: folder() });
    if (result.outcome !== 'written') throw new Error(result.outcome);
    expect(result.pages.map((p) => p.id)).toEqual([
      'pay-as-you-go/topping-up',
      'meters',
      'bills-and-payments/estimated-bills',
      'emergencies/gas-leak',
    ]);
  });

  it('counts yes and no, the share of "No" in per cent, and the reasons given', async () => {
    const result = await runInsights({ databasePath: databaseWith(answers), outDir: folder() });
    if (result.outcome !== 'written') throw new Error(result.outcome);
    expect(result.pages.find((p) => p.id === estimated['page-id'])).toMatchObject({
      title: estimated['page-title'],
      type: 'article',
      yes: 1,
      no: 3,
      noPercent: 75,
      reasons: [
        { reason: 'did-not-answer', label: "It didn't answer my question", count: 2 },
        { reason: 'out-of-date', label: "It's out of date or wrong", count: 1 },
      ],
    });
    expect(result.pages.find((p) => p.id === 'emergencies/gas-leak')).toMatchObject({
      yes: 2,
      no: 0,
      noPercent: 0,
      reasons: [],
      comments: [],
    });
    expect(result.text).toContain('yes 1, no 3: 75% no');
    expect(result.text).toContain(
      "reasons: It didn't answer my question 2; It's out of date or wrong 1",
    );
  });

  it('scrubs comments again on the way out, even if something stored them unscrubbed', async () => {
    const result = await runInsights({ databasePath: databaseWith(answers), outDir: folder() });
    if (result.outcome !== 'written') throw new Error(result.outcome);
    expect(result.text).toContain('Call me on [phone]');
    expect(result.text).not.toContain('07700');
    expect(readFileSync(result.reportPath, 'utf8')).not.toContain('07700');
  });

  it('writes a self-contained HTML report with every text escaped and no script', async () => {
    const outDir = folder();
    const result = await runInsights({ databasePath: databaseWith(answers), outDir });
    if (result.outcome !== 'written') throw new Error(result.outcome);
    expect(result.reportPath).toBe(join(outDir, 'report.html'));
    const html = readFileSync(result.reportPath, 'utf8');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('Why your bill is estimated &lt;and&gt; how to fix it');
    expect(html).not.toMatch(/<script|<and>|src=|href=/i);
    expect(html).toContain('It&#39;s out of date or wrong: 1');
  });

  it('draws the chart as inline SVG with one bar per page', async () => {
    const result = await runInsights({ databasePath: databaseWith(answers), outDir: folder() });
    if (result.outcome !== 'written') throw new Error(result.outcome);
    const html = readFileSync(result.reportPath, 'utf8');
    const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? '';
    expect(svg).toContain('class="marks"');
    expect(svg.match(/aria-roledescription="bar"/g)).toHaveLength(4);
    // Worst at the top: the bars' labels in the order of the pages.
    const labels = [...svg.matchAll(/aria-label="([^"]*)"[^>]*aria-roledescription="bar"/g)].map(
      (m) => m[1],
    );
    expect(labels[0]).toContain('Topping up');
    expect(labels[3]).toContain('If you smell gas');
  });

  it('says so, and writes nothing, when there is no database', async () => {
    const outDir = folder();
    const databasePath = join(folder(), 'missing.sqlite');
    const result = await runInsights({ databasePath, outDir });
    expect(result).toMatchObject({ outcome: 'no-database' });
    if (result.outcome === 'written') return;
    expect(result.message).toContain(databasePath);
    expect(existsSync(databasePath)).toBe(false);
    expect(existsSync(join(outDir, 'report.html'))).toBe(false);
  });

  it('says so, and does not crash, when the file is not a database', async () => {
    const databasePath = join(folder(), 'notes.sqlite');
    writeFileSync(databasePath, 'not a database at all, just some text that is long enough');
    const result = await runInsights({ databasePath, outDir: folder() });
    expect(result.outcome).toBe('no-database');
    if (result.outcome === 'written') return;
    expect(result.message).toContain('could not be read');
  });

  it('says so when the database is from before page feedback, without changing it', async () => {
    const databasePath = join(folder(), 'old.sqlite');
    const old = new Database(databasePath);
    old.exec('CREATE TABLE leads (id TEXT PRIMARY KEY)');
    old.close();
    const result = await runInsights({ databasePath, outDir: folder() });
    expect(result.outcome).toBe('no-table');
    const after = new Database(databasePath, { readonly: true });
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([
      { name: 'leads' },
    ]);
    after.close();
  });

  it('says so when no one has answered yet', async () => {
    const outDir = folder();
    const result = await runInsights({ databasePath: databaseWith([]), outDir });
    expect(result.outcome).toBe('no-answers');
    expect(existsSync(join(outDir, 'report.html'))).toBe(false);
  });

  it('reads the database of a platform that is running', async () => {
    const databasePath = databaseWith(answers);
    const running = openStore(databasePath);
    try {
      const result = await runInsights({ databasePath, outDir: folder() });
      expect(result.outcome).toBe('written');
    } finally {
      running.close();
    }
  });
});
