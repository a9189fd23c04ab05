/**
 * What "Is this page useful?" answers say, page by page, worst first, and the search gaps (issue
 * 28): searches we could not answer, and searches followed by a "No", worst first. As text for
 * the terminal and as a self-contained HTML report with bar charts. The chart is drawn by Vega-Lite and
 * rendered to SVG here in Node (no browser, no canvas), so the report is one file with no script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { FEEDBACK_REASONS, type FeedbackReason } from '../src/api/schemas/article-feedback';
import { scrub } from '../src/lib/scrub';
import {
  readArticleFeedback,
  readSearchGaps,
  type SearchGapCount,
  type StoredArticleFeedback,
} from '../server/store';
import { readPostgresHelpData, withoutPassword } from '../server/help-store';

export interface PageInsight {
  id: string;
  type: 'article' | 'category';
  /** The title the latest answer was sent with (titles can change). */
  title: string;
  yes: number;
  no: number;
  /** Share of answers that were "No", in whole per cent. */
  noPercent: number;
  /** Reasons given with a "No", most given first. */
  reasons: { reason: FeedbackReason; label: string; count: number }[];
  /** Comments, newest first, scrubbed again whatever was stored. */
  comments: string[];
}

/** Answers grouped by page, worst first: the highest share of "No", then the most "No"s. */
export function summarise(answers: StoredArticleFeedback[]): PageInsight[] {
  const byPage = new Map<string, StoredArticleFeedback[]>();
  for (const answer of answers) {
    const id = answer.attributes['page-id'];
    byPage.set(id, [...(byPage.get(id) ?? []), answer]);
  }
  const pages = [...byPage.entries()].map(([id, all]) => {
    const newestFirst = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const latest = newestFirst[0]!.attributes;
    const noes = all.filter((a) => !a.attributes.useful);
    const reasonCounts = new Map<FeedbackReason, number>();
    for (const { attributes } of noes) {
      if (attributes.reason) {
        reasonCounts.set(attributes.reason, (reasonCounts.get(attributes.reason) ?? 0) + 1);
      }
    }
    return {
      id,
      type: latest['page-type'],
      title: latest['page-title'],
      yes: all.length - noes.length,
      no: noes.length,
      noPercent: Math.round((100 * noes.length) / all.length),
      share: noes.length / all.length,
      reasons: [...reasonCounts.entries()]
        .map(([reason, count]) => ({ reason, label: FEEDBACK_REASONS[reason], count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
      comments: newestFirst
        .map((a) => a.attributes.comment)
        .filter((c): c is string => Boolean(c))
        .map(scrub),
    };
  });
  return pages
    .sort((a, b) => b.share - a.share || b.no - a.no || a.id.localeCompare(b.id))
    .map(({ share: _share, ...page }) => page);
}

/** A search nothing answered well, over every day counted. */
export interface UnansweredSearch {
  query: string;
  /** Times it found nothing. */
  noResults: number;
  /** Times it found only pages sharing some of its words. */
  weak: number;
  total: number;
  /** The first and last day it was counted (YYYY-MM-DD, UTC). */
  firstDay: string;
  lastDay: string;
}

/** A search after which a page opened from its results was marked "not useful". */
export interface SearchFollowedByNo {
  query: string;
  total: number;
  /** The pages marked "No", most first. */
  pages: { id: string; title: string; count: number }[];
  firstDay: string;
  lastDay: string;
}

export interface SearchGapsSummary {
  unanswered: UnansweredSearch[];
  followedByNo: SearchFollowedByNo[];
}

const byQuery = (counts: SearchGapCount[]) => {
  const map = new Map<string, SearchGapCount[]>();
  // Scrubbed again on the way out, whatever was stored.
  for (const count of counts) {
    const query = scrub(count.query);
    map.set(query, [...(map.get(query) ?? []), count]);
  }
  return [...map.entries()].map(([query, all]) => {
    const days = all.map((c) => c.day).sort();
    return {
      query,
      all,
      total: all.reduce((sum, c) => sum + c.count, 0),
      firstDay: days[0]!,
      lastDay: days.at(-1)!,
    };
  });
};

/**
 * The search gap counts, by query over every day, worst first: the most often met, then (for
 * searches we could not answer) the most that found nothing at all, then alphabetically.
 */
export function summariseSearchGaps(counts: SearchGapCount[]): SearchGapsSummary {
  const sum = (all: SearchGapCount[], outcome: SearchGapCount['outcome']) =>
    all.filter((c) => c.outcome === outcome).reduce((n, c) => n + c.count, 0);
  const unanswered = byQuery(counts.filter((c) => c.outcome !== 'followed-by-no'))
    .map(({ query, all, total, firstDay, lastDay }) => ({
      query,
      noResults: sum(all, 'no-results'),
      weak: sum(all, 'weak'),
      total,
      firstDay,
      lastDay,
    }))
    .sort(
      (a, b) => b.total - a.total || b.noResults - a.noResults || a.query.localeCompare(b.query),
    );
  const followedByNo = byQuery(counts.filter((c) => c.outcome === 'followed-by-no'))
    .map(({ query, all, total, firstDay, lastDay }) => {
      const pages = new Map<string, { id: string; title: string; count: number }>();
      // Oldest day first: the title kept is the latest.
      for (const c of all) {
        const page = pages.get(c.pageId) ?? { id: c.pageId, title: c.pageTitle, count: 0 };
        pages.set(c.pageId, {
          ...page,
          title: c.pageTitle || page.title,
          count: page.count + c.count,
        });
      }
      return {
        query,
        total,
        pages: [...pages.values()].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)),
        firstDay,
        lastDay,
      };
    })
    .sort((a, b) => b.total - a.total || a.query.localeCompare(b.query));
  return { unanswered, followedByNo };
}

/** Text without control characters, which a comment could carry (escape codes, line breaks). */
const printable = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * One line for a terminal, where nothing isolates a comment from the text around it: no line
 * separators, and no bidirectional overrides to make it read backwards.
 */
const oneLine = (text: string) =>
  printable(text.replace(/[\u2028\u2029]/g, ' ').replace(/[\u202a-\u202e\u2066-\u2069]/g, ''));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const heading = (pages: PageInsight[]) => {
  const answers = pages.reduce((sum, p) => sum + p.yes + p.no, 0);
  return `"Is this page useful?": ${plural(answers, 'answer')} on ${plural(pages.length, 'page')}, worst first`;
};

const UNANSWERED_HEADING = 'Searches we could not answer';
const FOLLOWED_BY_NO_HEADING = 'Searches followed by a No';

const gapsHeading = (title: string, searches: { total: number }[]) => {
  const made = searches.reduce((sum, s) => sum + s.total, 0);
  const count = `${made} ${made === 1 ? 'search' : 'searches'}`;
  return `${title}: ${count}, ${searches.length} different, worst first`;
};
const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
const when = (s: { firstDay: string; lastDay: string }) =>
  s.firstDay === s.lastDay ? `on ${s.firstDay}` : `${s.firstDay} to ${s.lastDay}`;
const unansweredDetail = (s: UnansweredSearch) =>
  `${times(s.total)}: no results ${s.noResults}, weak results ${s.weak}; ${when(s)}`;

export function insightsText(pages: PageInsight[], gaps?: SearchGapsSummary): string {
  const lines = [heading(pages), ''];
  if (pages.length === 0) lines.push('No one has answered "Is this page useful?" yet.', '');
  pages.forEach((page, i) => {
    lines.push(`${i + 1}. ${oneLine(page.title)}`);
    lines.push(`   ${page.type} ${page.id}`);
    lines.push(`   yes ${page.yes}, no ${page.no}: ${page.noPercent}% no`);
    if (page.reasons.length) {
      lines.push(`   reasons: ${page.reasons.map((r) => `${r.label} ${r.count}`).join('; ')}`);
    }
    if (page.comments.length) {
      lines.push('   comments:');
      for (const comment of page.comments) lines.push(`     - ${oneLine(comment)}`);
    }
    lines.push('');
  });
  if (gaps) {
    lines.push(gapsHeading(UNANSWERED_HEADING, gaps.unanswered), '');
    if (gaps.unanswered.length === 0) lines.push('None counted yet.', '');
    gaps.unanswered.forEach((search, i) => {
      lines.push(`${i + 1}. "${oneLine(search.query)}"`, `   ${unansweredDetail(search)}`, '');
    });
    lines.push(gapsHeading(FOLLOWED_BY_NO_HEADING, gaps.followedByNo), '');
    if (gaps.followedByNo.length === 0) lines.push('None counted yet.', '');
    gaps.followedByNo.forEach((search, i) => {
      lines.push(
        `${i + 1}. "${oneLine(search.query)}"`,
        `   ${times(search.total)}; ${when(search)}`,
      );
      for (const page of search.pages) {
        lines.push(`   - ${oneLine(page.title)} (${page.id}): ${page.count}`);
      }
      lines.push('');
    });
  }
  return lines.join('\n');
}

/** Every text put into the HTML goes through this. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Bar {
  /** The bar's name on the axis (unique). */
  name: string;
  value: number;
  /** Written at the bar's end. */
  label: string;
}

/**
 * Horizontal bars, first at the top, each with its label at its end: every chart of the report
 * in one style. Vega-Lite compiled and rendered to SVG here, with no browser and no canvas.
 */
async function barChart(
  bars: Bar[],
  { description, axis, domain }: { description: string; axis: string; domain?: [number, number] },
): Promise<string> {
  const y = {
    field: 'name',
    type: 'nominal',
    sort: null,
    title: null,
    // Vega measures text without a canvas by estimate, generously: room for a long title (a
    // longer one is cut short here, and is in full below the chart).
    axis: { labelLimit: 560, labelFontSize: 13 },
  } as const;
  const spec: TopLevelSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    description,
    width: 300,
    height: { step: 32 },
    data: { values: bars },
    config: {
      font: 'system-ui, sans-serif',
      view: { stroke: null },
      axis: { labelFontSize: 13, titleFontSize: 13 },
    },
    layer: [
      {
        mark: { type: 'bar', color: '#0b2a4a' },
        encoding: {
          y,
          x: {
            field: 'value',
            type: 'quantitative',
            title: axis,
            ...(domain ? { scale: { domain } } : {}),
            // Counts are whole numbers: no tick at 0.5.
            ...(domain ? {} : { axis: { tickMinStep: 1, format: 'd' } }),
          },
        },
      },
      {
        mark: { type: 'text', align: 'left', dx: 4, fontSize: 13, color: '#1b1b1b' },
        encoding: { y, x: { field: 'value', type: 'quantitative' }, text: { field: 'label' } },
      },
    ],
  };
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** One horizontal bar a page: its share of "No", worst at the top. */
export async function chartSvg(pages: PageInsight[]): Promise<string> {
  const titles = pages.map((p) => p.title);
  return barChart(
    pages.map((p) => ({
      // Two pages with one title (a category and an article, say) stay two bars.
      name: titles.filter((t) => t === p.title).length > 1 ? `${p.title} (${p.id})` : p.title,
      value: p.noPercent,
      label: `${p.noPercent}% (${p.no} of ${p.yes + p.no})`,
    })),
    {
      description: 'Share of "No" answers to "Is this page useful?", by page, worst first',
      axis: 'Answered "No" (%)',
      domain: [0, 100],
    },
  );
}

/** The charts draw at most so many searches: the rest are listed below them. */
const CHARTED_SEARCHES = 20;

/** One horizontal bar a search: how often nothing answered it well, worst at the top. */
export const unansweredChartSvg = (searches: UnansweredSearch[]) =>
  barChart(
    searches.slice(0, CHARTED_SEARCHES).map((s) => ({
      name: s.query,
      value: s.total,
      label: `${s.total} (${s.noResults} no results, ${s.weak} weak)`,
    })),
    {
      description: 'Searches we could not answer, by how often they were made, worst first',
      axis: 'Searches with no or weak results',
    },
  );

/** One horizontal bar a search: how often a page opened from it was marked "No". */
export const followedByNoChartSvg = (searches: SearchFollowedByNo[]) =>
  barChart(
    searches.slice(0, CHARTED_SEARCHES).map((s) => ({
      name: s.query,
      value: s.total,
      label: String(s.total),
    })),
    {
      description: 'Searches followed by a "No" on the page opened from them, worst first',
      axis: 'Pages marked "No" after the search',
    },
  );

const daysHtml = (s: { firstDay: string; lastDay: string }) => escapeHtml(when(s));

/** The search gaps' two parts of the report: a chart and a list each, worst first. */
async function searchGapsHtml(gaps: SearchGapsSummary) {
  const unanswered = gaps.unanswered.length
    ? `<figure class="chart">${await unansweredChartSvg(gaps.unanswered)}<figcaption>How often each search found nothing, or only pages sharing some of its words (the worst ${CHARTED_SEARCHES} at most)</figcaption></figure>
<ol class="searches">${gaps.unanswered
        .map(
          (s) =>
            `<li><q><bdi>${escapeHtml(printable(s.query))}</bdi></q>: ${escapeHtml(times(s.total))} (no results ${s.noResults}, weak results ${s.weak}), ${daysHtml(s)}</li>`,
        )
        .join('\n')}</ol>`
    : '<p>None counted yet.</p>';
  const followed = gaps.followedByNo.length
    ? `<figure class="chart">${await followedByNoChartSvg(gaps.followedByNo)}<figcaption>How often a page opened from each search was then marked "No" (the worst ${CHARTED_SEARCHES} at most)</figcaption></figure>
<ol class="searches">${gaps.followedByNo
        .map(
          (s) =>
            `<li><q><bdi>${escapeHtml(printable(s.query))}</bdi></q>: ${escapeHtml(times(s.total))}, ${daysHtml(s)}<ul>${s.pages
              .map(
                (p) =>
                  `<li><bdi>${escapeHtml(p.title)}</bdi> <code>${escapeHtml(p.id)}</code>: ${p.count}</li>`,
              )
              .join('')}</ul></li>`,
        )
        .join('\n')}</ol>`
    : '<p>None counted yet.</p>';
  return `<section class="part">
<h2>${escapeHtml(gapsHeading(UNANSWERED_HEADING, gaps.unanswered))}</h2>
<p>Searches on the search page that found nothing, or only pages that share some of their words, counted each day with analytics consent.</p>
${unanswered}
</section>
<section class="part">
<h2>${escapeHtml(gapsHeading(FOLLOWED_BY_NO_HEADING, gaps.followedByNo))}</h2>
<p>Searches after which the page opened from the results was marked not useful on "Is this page useful?".</p>
${followed}
</section>`;
}

export async function insightsHtml(
  pages: PageInsight[],
  generatedAt: Date,
  gaps?: SearchGapsSummary,
): Promise<string> {
  const sections = pages.map((page) => {
    const reasons = page.reasons.length
      ? `<h4>Reasons</h4><ul>${page.reasons
          .map((r) => `<li>${escapeHtml(r.label)}: ${r.count}</li>`)
          .join('')}</ul>`
      : '';
    const comments = page.comments.length
      ? `<h4>Comments</h4><ul>${page.comments
          .map((c) => `<li><bdi>${escapeHtml(printable(c))}</bdi></li>`)
          .join('')}</ul>`
      : '';
    return `<section>
<h3><bdi>${escapeHtml(page.title)}</bdi></h3>
<p class="page">${escapeHtml(page.type)} <code>${escapeHtml(page.id)}</code></p>
<p>Yes ${page.yes}, no ${page.no}: <strong>${page.noPercent}% no</strong></p>
${reasons}${comments}
</section>`;
  });
  const feedback = pages.length
    ? `<figure class="chart">${await chartSvg(pages)}<figcaption>Share of answers that were "No", by page</figcaption></figure>
${sections.join('\n')}`
    : '<p>No one has answered "Is this page useful?" yet.</p>';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Help &amp; Support insights</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1b1b; max-width: 70ch; margin: 2rem auto; padding: 0 1rem; }
h1, h2 { color: #0b2a4a; }
figure { margin: 0 0 2rem; }
.chart svg { max-width: 100%; height: auto; }
section { border-top: 1px solid #b1b4b6; padding-top: 1rem; }
.part { border-top: 4px solid #0b2a4a; margin-top: 2rem; }
.page { color: #505a5f; }
</style>
</head>
<body>
<h1>Help &amp; Support insights</h1>
<p>Made ${escapeHtml(generatedAt.toISOString())}. Comments and searches have had anything that looks like an email, phone or account number, postcode or long number removed.</p>
<section class="part">
<h2>${escapeHtml(heading(pages))}</h2>
${feedback}
</section>
${gaps ? await searchGapsHtml(gaps) : ''}
</body>
</html>
`;
}

export type InsightsResult =
  | { outcome: 'no-database' | 'no-table' | 'no-answers'; message: string }
  | {
      outcome: 'written';
      pages: PageInsight[];
      gaps: SearchGapsSummary;
      text: string;
      reportPath: string;
    };

/** The help service's PostgreSQL database, read as the SQLite readers read a file. */
async function readPostgres(url: string) {
  const { answers, counts } = await readPostgresHelpData(url);
  const feedback: ReturnType<typeof readArticleFeedback> =
    answers === 'no-table' ? { outcome: 'no-table' } : { outcome: 'read', answers };
  const searches: ReturnType<typeof readSearchGaps> =
    counts === 'no-table' ? { outcome: 'no-table' } : { outcome: 'read', counts };
  return { feedback, searches };
}

/**
 * Reads the help service's database (read-only): PostgreSQL when given `databaseUrl`
 * (DATABASE_URL), else the SQLite file; and writes the report into `outDir`.
 */
export async function runInsights({
  databasePath,
  databaseUrl,
  outDir,
  now = new Date(),
}: {
  databasePath: string;
  databaseUrl?: string;
  outDir: string;
  now?: Date;
}): Promise<InsightsResult> {
  let feedback: ReturnType<typeof readArticleFeedback>;
  let searches: ReturnType<typeof readSearchGaps>;
  const source = databaseUrl ? withoutPassword(databaseUrl) : databasePath;
  try {
    ({ feedback, searches } = databaseUrl
      ? await readPostgres(databaseUrl)
      : { feedback: readArticleFeedback(databasePath), searches: readSearchGaps(databasePath) });
  } catch (error) {
    return {
      outcome: 'no-database',
      message: `${source} could not be read as the platform's database: ${(error as Error).message}.`,
    };
  }
  if (feedback.outcome === 'no-database' || searches.outcome === 'no-database') {
    return {
      outcome: 'no-database',
      message: `No platform database at ${source}. Run the platform (npm start) first, or set DATABASE_PATH to its database.`,
    };
  }
  if (feedback.outcome === 'no-table' && searches.outcome === 'no-table') {
    return {
      outcome: 'no-table',
      message: `${source} has no page feedback or search gaps yet: it was made by a platform from before "Is this page useful?". Start the platform once with it to add the tables.`,
    };
  }
  const answers = feedback.outcome === 'read' ? feedback.answers : [];
  const counts = searches.outcome === 'read' ? searches.counts : [];
  if (answers.length === 0 && counts.length === 0) {
    return {
      outcome: 'no-answers',
      message: `No one has answered "Is this page useful?", and no search gaps have been counted, yet (${source}).`,
    };
  }
  const pages = summarise(answers);
  const gaps = summariseSearchGaps(counts);
  mkdirSync(outDir, { recursive: true });
  const reportPath = join(outDir, 'report.html');
  writeFileSync(reportPath, await insightsHtml(pages, now, gaps));
  return { outcome: 'written', pages, gaps, text: insightsText(pages, gaps), reportPath };
}
