import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contactSchema, isOfcomDramaNumber } from '@/api/schemas/built-in-content';
import { ROUTE_LIST } from '@/config/route-manifest';
import { contactDetails, phoneOrPost, telHref } from '@/content/contact';
import { clockInWords } from '@/lib/opening-hours';
import { builtInContent, localValues } from '../../../scripts/built-in-content';
import { contactJson, contentDir, videosJson } from '../../support/fixtures';

const contact = contactSchema.parse(contactJson);
/** The contact details with one line only, changed as given. */
const withLine = (change: object) => {
  const line = contact.phoneLines[0]!;
  return {
    ...contact,
    phoneLines: [{ ...line, ...change }],
    relayUk: { ...contact.relayUk!, lines: [line.id] },
  };
};

/** content/ in a temporary folder with one file replaced, as a content editor might leave it. */
function contentWith(name: string, edit: (json: Record<string, unknown>) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(contentDir, dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(join(dir, name), JSON.stringify(json));
  return dir;
}

describe('content/contact.json', () => {
  it('is what the app carries, without the notes for the provider', () => {
    expect(contactDetails.phoneLines.map((l) => l.number)).toEqual(
      contact.phoneLines.map((l) => l.number),
    );
    expect(JSON.stringify(contactDetails)).not.toMatch(/local value|"about"/);
  });

  it('never invents a number: every number it holds is an Ofcom drama number marked as a local value', () => {
    // When the provider sets a real number, it removes localValue and the schema keeps them paired.
    for (const line of contact.phoneLines) {
      expect(isOfcomDramaNumber(line.number), line.number).toBe(line.localValue !== undefined);
    }
    expect(contact.post?.localValue).toMatch(/^local value: /);
  });

  it('refuses a drama number that does not say it is a local value, and a local value that could ring someone', () => {
    expect(z.safeParse(contactSchema, withLine({})).success).toBe(true);
    expect(z.safeParse(contactSchema, withLine({ localValue: undefined })).success).toBe(false);
    expect(z.safeParse(contactSchema, withLine({ number: '0800 123 4567' })).success).toBe(false);
    expect(
      z.safeParse(contactSchema, withLine({ number: '0800 123 4567', localValue: undefined }))
        .success,
    ).toBe(true);
  });

  it('keeps the meter-fault number unset until the provider gives it, never a placeholder', () => {
    const line = { name: 'Meter faults', for: 'A meter fault.' };
    const unset = { ...line, number: null, localValue: 'local value: unset' };
    const real = { ...line, number: '0800 123 4567', cost: 'Free.' };
    const parses = (meterFaultLine: object) =>
      z.safeParse(contactSchema, { ...contact, meterFaultLine }).success;
    expect(contact.meterFaultLine?.number).toBeNull();
    expect(contactDetails.meterFaultLine).toEqual({
      ...contact.meterFaultLine,
      localValue: undefined,
    });
    expect([unset, real].map(parses)).toEqual([true, true]);
    expect(parses({ ...unset, localValue: undefined })).toBe(false);
    expect(parses({ ...real, number: '0808 157 0999', localValue: 'local value: a drama' })).toBe(
      false,
    );
    expect(parses({ ...real, cost: undefined })).toBe(false);
  });

  it('keeps an unknown address unset (null, noted), never written with [placeholders]', () => {
    const parses = (post: object) => z.safeParse(contactSchema, { ...contact, post }).success;
    const address = ['Customer Services', 'PO Box 1234', 'Leeds', 'LS1 1AA'];
    expect(contact.post?.address).toBeNull();
    expect(parses({ ...contact.post!, localValue: undefined })).toBe(false);
    expect(parses({ for: 'Write to us.', address })).toBe(true);
    expect(parses({ for: 'Write to us.', address: [...address, '[Town set by provider]'] })).toBe(
      false,
    );
    expect(parses({ for: 'Write to us.', address, localValue: 'local value: unset' })).toBe(false);
  });

  it('offers post only where the address is set: the pages say phone only until then', () => {
    expect(phoneOrPost()).toBe('by phone');
    expect(
      phoneOrPost({ post: { for: 'Write to us.', address: ['PO Box 1', 'Leeds LS1 1AA'] } }),
    ).toBe('by phone or by post');
  });

  it('refuses hours that leave a day of the week out or name it twice, or days it cannot read', () => {
    const hours = (h: object[]) => z.safeParse(contactSchema, withLine({ hours: h })).success;
    const open = { opens: '08:00', closes: '20:00' };
    expect(hours([{ days: 'Every day', ...open }])).toBe(true);
    expect(hours([{ days: 'Monday to Friday', ...open }])).toBe(false);
    expect(
      hours([
        { days: 'Monday to Saturday', ...open },
        { days: 'Saturday to Sunday', ...open },
      ]),
    ).toBe(false);
    expect(hours([{ days: 'Weekdays', ...open }])).toBe(false);
  });

  it('refuses Relay UK for a line it does not list, and hours that close before they open', () => {
    const relayUk = { ...contact.relayUk!, lines: ['no-such-line'] };
    expect(z.safeParse(contactSchema, { ...contact, relayUk }).success).toBe(false);
    const hours = [{ days: 'Every day', opens: '20:00', closes: '08:00' }];
    expect(z.safeParse(contactSchema, withLine({ hours })).success).toBe(false);
  });

  it('sends each online form to a form of this area', () => {
    const routes = ROUTE_LIST.filter(
      (r) => !['category', 'article', 'notFound'].includes(r.name),
    ).map((r) => ({ id: r.name, path: r.path }));
    for (const form of contact.onlineForms) {
      expect(matchRoutes(routes, `/${form.page}`)?.at(-1)?.route.id, form.page).toMatch(
        /^(selectType|complaintDetails|feedback)$/,
      );
    }
  });

  it('names for the build every placeholder still to be set by the provider', () => {
    expect(localValues(contentDir)).toEqual([
      ...contact.phoneLines.map((l) => `contact.json phone line "${l.id}"`),
      'contact.json post',
      'contact.json meter-fault line (unset)',
      'contact.json Citizens Advice rating (unset)',
      'contact.json complaints report (unset)',
      ...(videosJson as { videos: { id: string }[] }).videos.map((v) => `videos.json "${v.id}"`),
      'deals.html (stand-in offers)',
    ]);
  });

  it('names the stand-in deals page until the provider’s page replaces it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(contentDir, dir, { recursive: true });
    const deals = readFileSync(join(dir, 'deals.html'), 'utf8');
    writeFileSync(join(dir, 'deals.html'), deals.replace(/<meta\s+name="local-value"[^>]*>/, ''));
    expect(localValues(dir)).not.toContain('deals.html (stand-in offers)');
  });

  it('never makes up a Citizens Advice rating or a complaints report: unset until the provider sets them', () => {
    expect(contact.citizensAdvice.rating).toBeNull();
    expect(contact.citizensAdvice.localValue).toMatch(/^local value: /);
    expect(contact.complaintsReport.url).toBeNull();
    expect(contact.complaintsReport.localValue).toMatch(/^local value: /);
    const withRating = (rating: object | null, localValue?: string) =>
      z.safeParse(contactSchema, {
        ...contact,
        citizensAdvice: { ...contact.citizensAdvice, rating, localValue },
      }).success;
    const set = { stars: 3.2, period: 'July to September 2026' };
    expect(withRating(set)).toBe(true);
    // A set rating is not a placeholder, and an unset one must say it is one.
    expect(withRating(set, 'local value: made up')).toBe(false);
    expect(withRating(null)).toBe(false);
    expect(withRating({ stars: 6, period: 'July to September 2026' })).toBe(false);
    const withReport = (url: string | null, localValue?: string) =>
      z.safeParse(contactSchema, { ...contact, complaintsReport: { url, localValue } }).success;
    expect(withReport('https://www.example.com/complaints-report-2025.pdf')).toBe(true);
    expect(withReport(null)).toBe(false);
    expect(withReport('https://www.example.com/r.pdf', 'local value: set it')).toBe(false);
  });

  it('stops the build with its reason when the file is not valid', () => {
    const dir = contentWith('contact.json', (json) => {
      (json.phoneLines as { number: string }[])[0]!.number = '0800 CALL NOW';
    });
    expect(() => builtInContent(dir)).toThrow(
      /content\/contact\.json is not valid[\s\S]*phoneLines/,
    );
  });
});

describe('contact details in words', () => {
  it('writes times the GOV.UK way', () => {
    expect(['08:00', '17:30', '12:00', '00:00', '24:00', '09:05'].map(clockInWords)).toEqual([
      '8am',
      '5:30pm',
      'midday',
      'midnight',
      'midnight',
      '9:05am',
    ]);
  });

  it('rings the number it shows', () => {
    expect(telHref('0808 157 0192')).toBe('tel:08081570192');
  });
});
