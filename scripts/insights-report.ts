/**
 * What "Is this page useful?" answers say, page by page, worst first: as text for the terminal
 * and as a self-contained HTML report with a bar chart. The chart is drawn by Vega-Lite and
 * rendered to SVG here in Node (no browser, no canvas), so the report is one file with no script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { FEEDBACK_REASONS, type FeedbackReason } from '../src/api/schemas/article-feedback';
import { scrub } from '../src/lib/scrub';
import { readArticleFeedback, type StoredArticleFeedback } from '../server/store';

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

export function insightsText(pages: PageInsight[]): string {
  const lines = [heading(pages), ''];
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
  return lines.join('\n');
}

/** Every text put into the HTML goes through this. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One horizontal bar a page: its share of "No", worst at the top. */
export async function chartSvg(pages: PageInsight[]): Promise<string> {
  const titles = pages.map((p) => p.title);
  const rows = pages.map((p) => ({
    // Two pages with one title (a category and an article, say) stay two bars.
    page: titles.filter((t) => t === p.title).length > 1 ? `${p.title} (${p.id})` : p.title,
    noPercent: p.noPercent,
    label: `${p.noPercent}% (${p.no} of ${p.yes + p.no})`,
  }));
  const y = {
    field: 'page',
    type: 'nominal',
    sort: null,
    title: null,
    // Vega measures text without a canvas by estimate, generously: room for a long title (a
    // longer one is cut short here, and is in full below the chart).
    axis: { labelLimit: 560, labelFontSize: 13 },
  } as const;
  const spec: TopLevelSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    description: 'Share of "No" answers to "Is this page useful?", by page, worst first',
    width: 300,
    height: { step: 32 },
    data: { values: rows },
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
            field: 'noPercent',
            type: 'quantitative',
            title: 'Answered "No" (%)',
            scale: { domain: [0, 100] },
          },
        },
      },
      {
        mark: { type: 'text', align: 'left', dx: 4, fontSize: 13, color: '#1b1b1b' },
        encoding: { y, x: { field: 'noPercent', type: 'quantitative' }, text: { field: 'label' } },
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

export async function insightsHtml(pages: PageInsight[], generatedAt: Date): Promise<string> {
  const sections = pages.map((page) => {
    const reasons = page.reasons.length
      ? `<h3>Reasons</h3><ul>${page.reasons
          .map((r) => `<li>${escapeHtml(r.label)}: ${r.count}</li>`)
          .join('')}</ul>`
      : '';
    const comments = page.comments.length
      ? `<h3>Comments</h3><ul>${page.comments
          .map((c) => `<li><bdi>${escapeHtml(printable(c))}</bdi></li>`)
          .join('')}</ul>`
      : '';
    return `<section>
<h2><bdi>${escapeHtml(page.title)}</bdi></h2>
<p class="page">${escapeHtml(page.type)} <code>${escapeHtml(page.id)}</code></p>
<p>Yes ${page.yes}, no ${page.no}: <strong>${page.noPercent}% no</strong></p>
${reasons}${comments}
</section>`;
  });
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Is this page useful? Insights</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1b1b; max-width: 70ch; margin: 2rem auto; padding: 0 1rem; }
h1 { color: #0b2a4a; }
figure { margin: 0 0 2rem; }
.chart svg { max-width: 100%; height: auto; }
section { border-top: 1px solid #b1b4b6; padding-top: 1rem; }
.page { color: #505a5f; }
</style>
</head>
<body>
<h1>${escapeHtml(heading(pages))}</h1>
<p>Made ${escapeHtml(generatedAt.toISOString())}. Comments have had anything that looks like an email, phone or account number, postcode or long number removed.</p>
<figure class="chart">${await chartSvg(pages)}<figcaption>Share of answers that were "No", by page</figcaption></figure>
${sections.join('\n')}
</body>
</html>
`;
}

export type InsightsResult =
  | { outcome: 'no-database' | 'no-table' | 'no-answers'; message: string }
  | { outcome: 'written'; pages: PageInsight[]; text: string; reportPath: string };

/** Reads a platform's database (read-only) and writes the report into `outDir`. */
export async function runInsights({
  databasePath,
  outDir,
  now = new Date(),
}: {
  databasePath: string;
  outDir: string;
  now?: Date;
}): Promise<InsightsResult> {
  let reading: ReturnType<typeof readArticleFeedback>;
  try {
    reading = readArticleFeedback(databasePath);
  } catch (error) {
    return {
      outcome: 'no-database',
      message: `${databasePath} could not be read as the platform's database: ${(error as Error).message}.`,
    };
  }
  if (reading.outcome === 'no-database') {
    return {
      outcome: 'no-database',
      message: `No platform database at ${databasePath}. Run the platform (npm start) first, or set DATABASE_PATH to its database.`,
    };
  }
  if (reading.outcome === 'no-table') {
    return {
      outcome: 'no-table',
      message: `${databasePath} has no page feedback yet: it was made by a platform from before "Is this page useful?". Start the platform once with it to add the table.`,
    };
  }
  if (reading.answers.length === 0) {
    return {
      outcome: 'no-answers',
      message: `No one has answered "Is this page useful?" yet (${databasePath}).`,
    };
  }
  const pages = summarise(reading.answers);
  mkdirSync(outDir, { recursive: true });
  const reportPath = join(outDir, 'report.html');
  writeFileSync(reportPath, await insightsHtml(pages, now));
  return { outcome: 'written', pages, text: insightsText(pages), reportPath };
}
