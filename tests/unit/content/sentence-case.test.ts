import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryIndex } from '@/features/help/data/category-index';
import { SECONDARY_LINKS } from '@/features/help/data/secondary-links';
import { contentDir, headerJson, videosJson } from '../../support/fixtures';

/**
 * Names that keep their capitals inside a sentence-case label: products, schemes, organisations
 * and places. Anything else written with a capital after the first word ("Moving Home", "Contact
 * Us") reads unlike the rest of the area.
 */
const PROPER_NAMES = [
  'British Gas Energy Trust',
  'British Gas',
  'Help & Support',
  'Pay As You Go',
  'Direct Debit',
  'Priority Services Register',
  'Warm Home Discount',
  'Smart Export Guarantee',
  'Feed-in Tariff',
  'Economy 7',
  'Gas Safe',
  'HomeCare',
  'PeakSave',
  'Hive',
  'The Source',
  'Wi-Fi',
  'GOV.UK',
  'UK',
];

/**
 * The words after a sentence's first that start with a capital and are not part of a proper name
 * ("Boiler not working? Checks to try first" is two sentences).
 */
function titleCasedWords(label: string): string[] {
  let rest = label;
  for (const name of PROPER_NAMES) rest = rest.split(name).join(' name ');
  return rest.split(/[.?!]\s+/).flatMap((sentence) =>
    sentence
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^[A-Z][a-z]/.test(w)),
  );
}

const offending = (labels: string[]) => labels.filter((l) => titleCasedWords(l).length > 0);

interface Link {
  title: string;
  link: unknown;
}
const header = headerJson as {
  sections: (Link & { links: Link[] })[];
  'quick-links': Link[];
  'menu-banner': { title: string; link: Link } | null;
};
const library = JSON.parse(readFileSync(join(contentDir, 'library.json'), 'utf8')) as {
  categories: { title: string; articles?: { title: string }[] }[];
};

/** Every heading of every article in content/articles. */
function articleHeadings() {
  const dir = join(contentDir, 'articles');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) =>
      [...readFileSync(join(dir, f), 'utf8').matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)].map(
        (m) =>
          m[1]!
            .replace(/<[^>]+>/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
      ),
    );
}

describe('labels in sentence case', () => {
  it('finds the capitals the landing page used to have', () => {
    expect(offending(['Moving Home', 'Warm Home discount', 'Contact Us'])).toEqual([
      'Moving Home',
      'Warm Home discount',
      'Contact Us',
    ]);
    expect(offending(['Moving home', 'Warm Home Discount', 'Contact us'])).toEqual([]);
  });

  it("writes the landing page's secondary links and the tiles' links in sentence case", () => {
    expect(offending(SECONDARY_LINKS.map((l) => l.label))).toEqual([]);
    expect(offending(categoryIndex.flatMap((c) => [c.title, c.cta]))).toEqual([]);
  });

  it("writes the header's menu, quick links and banner in sentence case", () => {
    const labels = [
      ...header.sections.flatMap((s) => [s.title, ...s.links.map((l) => l.title)]),
      ...header['quick-links'].map((l) => l.title),
      ...(header['menu-banner']
        ? [header['menu-banner'].title, header['menu-banner'].link.title]
        : []),
    ];
    expect(offending(labels)).toEqual([]);
  });

  it("writes the library's categories and articles, and the videos, in sentence case", () => {
    const labels = [
      ...library.categories.flatMap((c) => [c.title, ...(c.articles ?? []).map((a) => a.title)]),
      ...(videosJson as { videos: { title: string }[] }).videos.map((v) => v.title),
    ];
    expect(offending(labels)).toEqual([]);
  });

  it("writes every article's headings in sentence case", () => {
    const headings = articleHeadings();
    expect(headings.length).toBeGreaterThan(50);
    expect(offending(headings)).toEqual([]);
  });
});
