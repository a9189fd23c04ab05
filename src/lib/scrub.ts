/**
 * Personal data that must never reach monitoring or analytics: emails, account numbers, phone
 * numbers, postcodes and other long numbers, wherever they appear (URLs, action names, error
 * messages and stacks, search terms).
 */
const PATTERNS: [RegExp, string][] = [
  [/[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi, '[email]'],
  // Customer numbers (SPEC §5): 85 and ten digits, A and 4 to 8 digits, BGX and 4 or 5 digits.
  [/\b(?:85\d{10}|A\d{4,8}|BGX\d{4,5})\b/gi, '[account]'],
  [/\b[A-Z]{1,2}[0-9][A-Z0-9]?(?:\s|\+|%20)*[0-9][A-Z]{2}\b/gi, '[postcode]'],
  [/(?:\+|%2B|\b00)?\d[\d\s().-]{8,}\d/g, '[phone]'],
  // Meter point and serial numbers, references: any run of six or more digits.
  [/\d{6,}/g, '[number]'],
];

export function scrub(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

type Scrubbable = Record<string, unknown>;

/** Scrubs the fields of a RUM event that can carry what a customer typed or a URL they visited. */
export function scrubEvent(event: Scrubbable): void {
  const fix = (obj: unknown, key: string) => {
    if (obj && typeof obj === 'object' && typeof (obj as Scrubbable)[key] === 'string') {
      (obj as Scrubbable)[key] = scrub((obj as Scrubbable)[key] as string);
    }
  };
  const view = event.view as Scrubbable | undefined;
  fix(view, 'url');
  fix(view, 'referrer');
  fix(view, 'name');
  fix(event.resource, 'url');
  fix(event.error, 'message');
  fix(event.error, 'stack');
  fix(event.error, 'resource');
  const target = (event.action as Scrubbable | undefined)?.target;
  fix(target, 'name');
}
