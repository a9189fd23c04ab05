// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArticleFeedbackAttributes } from '@/api/schemas/article-feedback';
import { runInsights } from '../../../scripts/insights-report';
import { openStore } from '../../../server/store';
import { BASENAME } from '@/config/paths';

const folder = () => mkdtempSync(join(tmpdir(), 'hs-insights-'));

type Insights = Awaited<ReturnType<typeof runInsights>>;
/** The report runInsights wrote: the test fails here when it wrote none. */
async function written(options: Parameters<typeof runInsights>[0]) {
  const result = await runInsights(options);
  expect(result.outcome).toBe('written');
  return result as Extract<Insights, { outcome: 'written' }>;
}
/** Why runInsights wrote no report: the test fails here when it wrote one. */
async function refused(options: Parameters<typeof runInsights>[0]) {
  const result = await runInsights(options);
  expect(result.outcome).not.toBe('written');
  return result as Exclude<Insights, { outcome: 'written' }>;
}

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
        'page-path': `${BASENAME}/${page['page-id']}`,
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
    const result = await written({ databasePath: databaseWith(answers), outDir: folder() });
    expect(result.pages.map((p) => p.id)).toEqual([
      'pay-as-you-go/topping-up',
      'meters',
      'bills-and-payments/estimated-bills',
      'emergencies/gas-leak',
    ]);
  });

  it('counts yes and no, the share of "No" in per cent, and the reasons given', async () => {
    const result = await written({ databasePath: databaseWith(answers), outDir: folder() });
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
    const result = await written({ databasePath: databaseWith(answers), outDir: folder() });
    expect(result.text).toContain('Call me on [phone]');
    expect(result.text).not.toContain('07700');
    expect(readFileSync(result.reportPath, 'utf8')).not.toContain('07700');
  });

  it('scrubs on the way out what the scrubber once missed (issue 37), with the same scrubber', async () => {
    const missed = [
      'siobhán@example.ie',
      '07700/900/123',
      '٠٧٧٠٠ ٩٠٠١٢٣',
      'ｊｏ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'SW1A-1AA',
      '4111/1111/1111/1111',
    ];
    const result = await written({
      databasePath: databaseWith([[estimated, { comment: `Write to ${missed.join(' or ')}` }]]),
      outDir: folder(),
    });
    expect(result.text).toContain(
      'Write to [email] or [phone] or [phone] or [email] or [postcode] or [phone]',
    );
    const html = readFileSync(result.reportPath, 'utf8');
    for (const personal of ['siobh', '07700', '٠٧٧', 'ｊｏ', 'SW1A', '4111']) {
      expect(result.text).not.toContain(personal);
      expect(html).not.toContain(personal);
    }
  });

  it('prints no terminal escape or control character a comment carries (held since issue 27)', async () => {
    const result = await written({
      databasePath: databaseWith([
        [estimated, { comment: 'red\u001b[31m alert\u0007 and\r\noverwrite\u001b]0;title\u0007' }],
      ]),
      outDir: folder(),
    });
    expect(result.text).not.toMatch(/\p{Cc}(?<!\n)/u);
    expect(result.text).toContain('red [31m alert  and overwrite ]0;title');
  });

  it('writes a self-contained HTML report with every text escaped and no script', async () => {
    const outDir = folder();
    const result = await written({ databasePath: databaseWith(answers), outDir });
    expect(result.reportPath).toBe(join(outDir, 'report.html'));
    const html = readFileSync(result.reportPath, 'utf8');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('Why your bill is estimated &lt;and&gt; how to fix it');
    expect(html).not.toMatch(/<script|<and>|src=|href=/i);
    expect(html).toContain('It&#39;s out of date or wrong: 1');
  });

  it('draws the chart as inline SVG with one bar per page', async () => {
    const result = await written({ databasePath: databaseWith(answers), outDir: folder() });
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
    const result = await refused({ databasePath, outDir });
    expect(result).toMatchObject({ outcome: 'no-database' });
    expect(result.message).toContain(databasePath);
    expect(existsSync(databasePath)).toBe(false);
    expect(existsSync(join(outDir, 'report.html'))).toBe(false);
  });

  it('says so, and does not crash, when the file is not a database', async () => {
    const databasePath = join(folder(), 'notes.sqlite');
    writeFileSync(databasePath, 'not a database at all, just some text that is long enough');
    const result = await refused({ databasePath, outDir: folder() });
    expect(result.outcome).toBe('no-database');
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

type Gap = [
  query: string,
  outcome: 'no-results' | 'weak' | 'followed-by-no',
  page: Page | null,
  day: string,
  times?: number,
];

/** A database filled through the platform's own store, as searches are counted. */
function databaseWithGaps(
  gaps: Gap[],
  feedback: [Page, Partial<ArticleFeedbackAttributes>][] = [],
) {
  const path = databaseWith(feedback);
  const store = openStore(path);
  for (const [query, outcome, page, day, times = 1] of gaps) {
    for (let i = 0; i < times; i++) {
      store.countSearchGap(
        query,
        outcome,
        page && { id: page['page-id'], title: page['page-title'] },
        new Date(`${day}T12:00:00Z`),
      );
    }
  }
  store.close();
  return path;
}

const gaps: Gap[] = [
  ['xqzvv wobblefrump', 'no-results', null, '2026-11-20', 2],
  ['heat pump grant', 'weak', null, '2026-11-20', 3],
  ['heat pump grant', 'no-results', null, '2026-11-21', 1],
  ['heat pump grant', 'weak', null, '2026-11-22', 1],
  ['smart meter <b>flashing</b>', 'no-results', null, '2026-11-21', 2],
  ['call me on 07700 900456', 'no-results', null, '2026-11-21'],
  ['estimated bill', 'followed-by-no', estimated, '2026-11-20', 2],
  ['estimated bill', 'followed-by-no', meters, '2026-11-21', 1],
  ['top up not working', 'followed-by-no', topUp, '2026-11-22', 4],
];

describe('npm run insights: the search gaps', () => {
  it('lists the searches we could not answer worst first: the most often made, then the most that found nothing', async () => {
    const result = await written({ databasePath: databaseWithGaps(gaps), outDir: folder() });
    expect(result.gaps.unanswered).toEqual([
      {
        query: 'heat pump grant',
        noResults: 1,
        weak: 4,
        total: 5,
        firstDay: '2026-11-20',
        lastDay: '2026-11-22',
      },
      expect.objectContaining({ query: 'smart meter <b>flashing</b>', noResults: 2, total: 2 }),
      expect.objectContaining({ query: 'xqzvv wobblefrump', noResults: 2, total: 2 }),
      // Scrubbed again on the way out, whatever was stored.
      expect.objectContaining({ query: 'call me on [phone]', total: 1 }),
    ]);
    expect(result.text).toContain(
      'Searches we could not answer: 10 searches, 4 different, worst first\n\n1. "heat pump grant"\n   5 times: no results 1, weak results 4; 2026-11-20 to 2026-11-22',
    );
    expect(result.text).not.toContain('07700');
  });

  it('lists the searches followed by a No worst first, with the pages marked "No"', async () => {
    const result = await written({ databasePath: databaseWithGaps(gaps), outDir: folder() });
    expect(result.gaps.followedByNo).toEqual([
      {
        query: 'top up not working',
        total: 4,
        pages: [{ id: topUp['page-id'], title: 'Topping up', count: 4 }],
        firstDay: '2026-11-22',
        lastDay: '2026-11-22',
      },
      {
        query: 'estimated bill',
        total: 3,
        pages: [
          { id: estimated['page-id'], title: estimated['page-title'], count: 2 },
          { id: 'meters', title: 'Meters', count: 1 },
        ],
        firstDay: '2026-11-20',
        lastDay: '2026-11-21',
      },
    ]);
    expect(result.text).toContain(
      'Searches followed by a No: 7 searches, 2 different, worst first\n\n1. "top up not working"\n   4 times; on 2026-11-22\n   - Topping up (pay-as-you-go/topping-up): 4',
    );
  });

  it('draws each as a chart in the report’s style, worst at the top, with every text escaped', async () => {
    const result = await written({
      databasePath: databaseWithGaps(gaps, answers),
      outDir: folder(),
    });
    const html = readFileSync(result.reportPath, 'utf8');
    const part = (heading: string) =>
      html.slice(html.indexOf(`<h2>${heading}`)).split('</section>')[0]!;
    const unanswered = part('Searches we could not answer');
    const followed = part('Searches followed by a No');
    const bars = (section: string) =>
      [...section.matchAll(/aria-label="([^"]*)"[^>]*aria-roledescription="bar"/g)].map(
        (m) => m[1],
      );
    expect(bars(unanswered)).toHaveLength(4);
    expect(bars(unanswered)[0]).toContain('heat pump grant');
    expect(bars(followed)).toHaveLength(2);
    expect(bars(followed)[0]).toContain('top up not working');
    // The same bars as the page feedback's chart.
    expect(unanswered).toContain('fill="#0b2a4a"');
    expect(html).toContain('smart meter &lt;b&gt;flashing&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b>|src=|href=/i);
    expect(html).not.toContain('07700');
    // The page feedback is still there, first.
    expect(html.indexOf('Is this page useful?')).toBeLessThan(html.indexOf('Searches we could'));
    expect(bars(part('&quot;Is this page useful?&quot;'))).toHaveLength(4);
  });

  it('writes the report from search gaps alone, before anyone has answered "Is this page useful?"', async () => {
    const result = await written({ databasePath: databaseWithGaps(gaps), outDir: folder() });
    expect(result.pages).toEqual([]);
    expect(result.text).toContain('No one has answered "Is this page useful?" yet.');
    expect(readFileSync(result.reportPath, 'utf8')).toContain('Searches we could not answer');
  });

  it('says none were counted when there are answers but no search gaps', async () => {
    const result = await written({ databasePath: databaseWith(answers), outDir: folder() });
    expect(result.text).toContain(
      'Searches we could not answer: 0 searches, 0 different, worst first\n\nNone counted yet.',
    );
  });
});
