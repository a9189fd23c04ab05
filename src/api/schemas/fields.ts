import * as z from 'zod/mini';
import {
  ADDITION_MAX,
  NAME_MAX,
  QUERY_MAX,
  REFERENCE_MAX,
  TELEPHONE_MIN,
} from '../../config/limits';

/**
 * The rules for the fields people type, with the words we say when one is wrong: written once,
 * for the app's forms and for the platform (server/ imports this folder), so the platform refuses
 * what a form refuses. Relative imports because server/ does not resolve '@/'.
 */
export { NAME_MAX, QUERY_MAX, TELEPHONE_MIN };

const capitalise = (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)}`;

/** Letters in any alphabet, spaces, hyphens, apostrophes and full stops: names as people write them. */
const NAME_PATTERN = /^[\p{L}\p{M}' .’-]+$/u;

/**
 * A first name or surname (SPEC §5): required, at most NAME_MAX. `lettersOnly` is the complaint
 * forms' extra check; the meter-read form never had it, so it is not forced on every name.
 */
export function nameField(label: string, { lettersOnly = false } = {}) {
  const field = z.string().check(
    z.trim(),
    z.minLength(1, { error: `Enter your ${label}`, abort: true }),
    z.maxLength(NAME_MAX, {
      error: `${capitalise(label)} must be ${NAME_MAX} characters or fewer`,
      abort: true,
    }),
    // Invisible characters alone (a zero-width space) are no name.
    z.refine((v) => /[\p{L}\p{N}]/u.test(v), { error: `Enter your ${label}`, abort: true }),
  );
  return lettersOnly
    ? field.check(
        z.regex(
          NAME_PATTERN,
          `${capitalise(label)} must only include letters, spaces, hyphens and apostrophes`,
        ),
      )
    : field;
}
export const firstNameField = nameField('first name', { lettersOnly: true });
export const surnameField = nameField('surname', { lettersOnly: true });

/**
 * Loose on purpose (someone@somewhere.tld): a stricter check would refuse real addresses, and
 * addresses in any alphabet are real (siobhán@example.ie, RFC 6531). Never spaces, quotes, angle
 * brackets or invisible and control characters (a right-to-left override can disguise a domain).
 */
const EMAIL_PATTERN = /^[^\s@"<>\p{C}]+@[^\s@"<>\p{C}]+\.[^\s@"<>\p{C}]{2,}$/u;
const EMAIL_FORMAT = 'Enter an email address in the correct format, like name@example.com';
/** RFC 5321: no address is longer (a path of 256 octets, less its angle brackets). */
export const EMAIL_MAX = 254;
const emailLength = {
  error: `Email address must be ${EMAIL_MAX} characters or fewer`,
  abort: true,
} as const;
/** The one email rule, for the forms and the platform alike (issue 27: they disagreed). */
const emailRule = (field: z.ZodMiniString<string>) =>
  field.check(z.maxLength(EMAIL_MAX, emailLength), z.regex(EMAIL_PATTERN, EMAIL_FORMAT));

export const emailField = emailRule(
  z.string().check(z.trim(), z.minLength(1, { error: 'Enter your email address', abort: true })),
);

/** For forms where the email is optional: empty, or the same rule. */
export const optionalEmailField = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || emailRule(z.string()).safeParse(v).success, EMAIL_FORMAT),
);

/** The email as the platform takes it: the same rule, not trimmed (the app sends it trimmed). */
export const emailOnWire = emailRule(z.string());

/**
 * Spaces, brackets and hyphens are how people write numbers; only digits and a leading + count.
 * Spaces of any width and tabs (pasted numbers have them), but not line breaks: a number is one
 * line, and one with CR or LF in it was stored with them.
 */
export const compactPhone = (value: string) => value.replace(/[\p{Zs}\t()-]/gu, '');

/** A UK national number after its 0: ten digits, never starting 0, 4 or 6 (unused ranges). */
const UK_NATIONAL = /^[1235789]\d{9}$/;
/**
 * An Irish national number after its 0: Dublin 1 and seven digits, mobiles 83 to 89 and seven
 * digits, other areas seven to nine digits in all.
 */
const IRISH_NATIONAL = /^(?:1\d{7}|8[3-9]\d{7}|[2-79]\d{6,8})$/;

interface UkOrIrishPhone {
  countryCode: '44' | '353';
  /** The number after the country code, or after the 0 when dialled at home. */
  national: string;
  /** Written with its country code (+44, 0044, +353, 00353) rather than a leading 0. */
  withCountryCode: boolean;
}

/**
 * A UK or Irish number as people write it: spaces, brackets and hyphens anywhere; +44, 0044,
 * +353 or 00353 in front, with or without the 0 that is not dialled from abroad (the "(0)" of
 * "+44 (0)20 7946 0958"); or a leading 0. A UK number dialled at home has eleven digits and an
 * Irish one eight to ten, so a number starting 0 is never both.
 */
function readPhone(value: string): UkOrIrishPhone | null {
  const n = compactPhone(value.trim());
  const international = /^(?:\+|00)(44|353)0?(\d+)$/.exec(n);
  if (international) {
    const countryCode = international[1] as '44' | '353';
    const national = international[2]!;
    const pattern = countryCode === '44' ? UK_NATIONAL : IRISH_NATIONAL;
    return pattern.test(national) ? { countryCode, national, withCountryCode: true } : null;
  }
  const home = /^0(\d+)$/.exec(n)?.[1];
  if (home && UK_NATIONAL.test(home))
    return { countryCode: '44', national: home, withCountryCode: false };
  if (home && IRISH_NATIONAL.test(home))
    return { countryCode: '353', national: home, withCountryCode: false };
  return null;
}

/** A UK or Irish number, however it is written (readPhone). */
export const isUkOrIrishPhone = (value: string) => readPhone(value) !== null;

/**
 * The number in international form (E.164: +44 7700 900982 is "+447700900982"), which reads the
 * same whoever dials it and wherever from, or null when it is not a UK or Irish number. Leads
 * carry it this way, so "087 123 4567" reaches Ireland and not a UK exchange.
 */
export function internationalPhone(value: string): string | null {
  const phone = readPhone(value);
  return phone && `+${phone.countryCode}${phone.national}`;
}

/**
 * The digits SPEC §5's minimum counts: those the customer wrote, less what does not change the
 * number (+, spaces, brackets, hyphens, the 00 before a country code and the (0) after one). A
 * UK number always has enough (07700 900982 eleven, +44 (0)20 7946 0958 twelve); an Irish number
 * written from home has eight to ten, so it needs its +353 (+353 87 123 4567 is twelve).
 */
function phoneDigits(value: string): number {
  const phone = readPhone(value);
  if (!phone) return 0;
  return (phone.withCountryCode ? phone.countryCode.length : 1) + phone.national.length;
}

const PHONE_EXAMPLES = 'like 07700 900982 or +353 87 123 4567';

/** SPEC §5: a UK or Irish number (feedback details). */
export const phoneField = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Enter your phone number', abort: true }),
  z.refine(isUkOrIrishPhone, {
    error: `Enter a UK or Irish phone number, ${PHONE_EXAMPLES}`,
    abort: true,
  }),
);

/** SPEC §5/§9: the complaint details step also wants at least TELEPHONE_MIN digits. */
export const phoneFieldWithMinimum = phoneField.check(
  z.refine(
    (v) => phoneDigits(v) >= TELEPHONE_MIN,
    `Phone number must be at least ${TELEPHONE_MIN} digits, ${PHONE_EXAMPLES}`,
  ),
);

/** No phone number, however it is written, is longer: what a lead may carry. */
const PHONE_MAX = 40;
const phoneLength = { error: `Phone number must be ${PHONE_MAX} characters or fewer`, abort: true };

/**
 * A number from any country, at least 10 characters of digits, +, spaces, brackets or hyphens:
 * the meter-read form's rule, looser than phoneField and kept so that form takes what it took.
 */
const anyPhoneRule = (field: z.ZodMiniString<string>) =>
  field.check(
    z.maxLength(PHONE_MAX, phoneLength),
    z.regex(/^\+?[\d\s()-]{10,}$/, 'Enter a phone number, like 07700 900982'),
  );
export const anyPhoneField = anyPhoneRule(
  z.string().check(z.trim(), z.minLength(1, { error: 'Enter your phone number', abort: true })),
);
/** The meter-read lead's Telephone: the same rule (the form sends it trimmed). */
export const anyPhoneOnWire = anyPhoneRule(z.string());

/** SPEC §5: the optional textphone or international number, numbers only. */
const TEXTPHONE_PATTERN = /^(?:\+?[\d ]+)?$/;
const TEXTPHONE_MESSAGE = 'Textphone or international number must only include numbers';
const textphoneRule = (field: z.ZodMiniString<string>) =>
  field.check(
    z.maxLength(
      PHONE_MAX,
      `Textphone or international number must be ${PHONE_MAX} characters or fewer`,
    ),
    z.regex(TEXTPHONE_PATTERN, TEXTPHONE_MESSAGE),
  );
export const textphoneField = textphoneRule(z.string().check(z.trim()));

/** The textphone number as a lead carries it (the form's value, compacted): the same rule. */
export const textphoneOnWire = textphoneRule(z.string());

/** A typed-in address's lines and town, as long as a lead's address may keep them. */
export const ADDRESS_LINE_MAX = 200;
export const TOWN_MAX = 100;
/**
 * The address as one line (its label): the lines, town and postcode joined with commas, which
 * their limits keep within this.
 */
export const ADDRESS_LABEL_MAX = 2 * ADDRESS_LINE_MAX + TOWN_MAX + 8 + 3 * ', '.length;
const addressRule = (field: z.ZodMiniString<string>, label: string, max: number, empty: string) =>
  field.check(
    z.minLength(1, { error: empty, abort: true }),
    z.maxLength(max, `${label} must be ${max} characters or fewer`),
  );
export const addressLine1Field = addressRule(
  z.string().check(z.trim()),
  'Address line 1',
  ADDRESS_LINE_MAX,
  'Enter the first line of your address',
);
export const addressLine2Field = z
  .string()
  .check(
    z.trim(),
    z.maxLength(ADDRESS_LINE_MAX, `Address line 2 must be ${ADDRESS_LINE_MAX} characters or fewer`),
  );
export const townField = addressRule(
  z.string().check(z.trim()),
  'Town or city',
  TOWN_MAX,
  'Enter your town or city',
);

/** UK postcode, forgiving of case and spacing (GOV.UK: accept what people type). */
export const POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]?\s*[0-9][A-Z]{2}$/i;
const POSTCODE_MESSAGE = 'Enter a full UK postcode, like SW1A 1AA';

/** Canonical form: upper case, one space before the inward code. */
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** A postcode as typed; parsing gives its canonical form. */
export const postcodeField = z.pipe(
  z.string().check(z.trim(), z.regex(POSTCODE_PATTERN, POSTCODE_MESSAGE)),
  z.transform(normalisePostcode),
);

/** The postcode as the platform takes it: the same shape, not trimmed or rewritten. */
export const postcodeOnWire = z.string().check(z.regex(POSTCODE_PATTERN, POSTCODE_MESSAGE));

/** SPEC §5's words for text over its limit, for the error and the live character count. */
export const overLimitMessage = (over: number) =>
  `Maximum character limit reached. You are currently ${over} characters over.`;

/**
 * Free text (a complaint, an enquiry, feedback): not blank, at most `max` characters counted as
 * typed, spaces included, since that is what the character count shows.
 */
export const freeTextField = (max: number, emptyMessage: string) =>
  z.string().check(
    z.refine((v) => v.trim().length > 0, { error: emptyMessage, abort: true }),
    z.superRefine((v, ctx) => {
      if (v.length > max)
        ctx.addIssue({ code: 'custom', message: overLimitMessage(v.length - max) });
    }),
  );

/** The complaint, enquiry or feedback text (SPEC §5/§9). */
export const queryTextField = (emptyMessage: string) => freeTextField(QUERY_MAX, emptyMessage);

/** What a customer adds to a message already sent (issue 51). */
export const additionTextField = freeTextField(ADDITION_MAX, 'Enter what you want to add');

/**
 * A reference as the customer types it to check a message (issue 51): spaces around it and its
 * case do not matter; letters, digits and hyphens only, at most REFERENCE_MAX.
 */
export const referenceField = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter your reference number', abort: true }),
    z.maxLength(REFERENCE_MAX, {
      error: `Your reference number has ${REFERENCE_MAX} characters or fewer`,
      abort: true,
    }),
    z.regex(/^[A-Za-z0-9-]+$/, 'Enter the reference number as we gave it, like HS-7KQ2MX9P'),
  ),
  z.transform((value: string) => value.toUpperCase()),
);
