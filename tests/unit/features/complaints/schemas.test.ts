import { describe, expect, it } from 'vitest';
import { isUkOrIrishPhone } from '@/api/schemas/fields';
import {
  creditUseSchema,
  detailsSchema,
  feedbackDetailsSchema,
  querySchema,
} from '@/features/complaints/schemas';
import { SUBJECTS } from '@/features/complaints/variants';

const valid = {
  firstName: 'Siobhán',
  surname: "O'Brien-Smith",
  email: 'siobhan@example.ie',
  telephoneNumber: '07700 900982',
  textphoneNumber: '',
  vulnerabilityConsent: 'No',
};

const messages = (
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) => {
  const r = schema.safeParse(value);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
};

describe('details form rules (SPEC §5)', () => {
  it('accepts a complete, valid form, names in any alphabet included', () => {
    expect(detailsSchema.safeParse(valid).success).toBe(true);
    expect(
      detailsSchema.safeParse({ ...valid, firstName: 'Zoë', surname: 'Nowak-Kowalska' }).success,
    ).toBe(true);
  });

  it('requires each field with its own message', () => {
    expect(
      messages(detailsSchema, {
        ...valid,
        firstName: ' ',
        surname: '',
        email: '',
        telephoneNumber: '',
        vulnerabilityConsent: '',
      }),
    ).toEqual({
      firstName: 'Enter your first name',
      surname: 'Enter your surname',
      email: 'Enter your email address',
      telephoneNumber: 'Enter your phone number',
      vulnerabilityConsent:
        'Select yes if you would like us to record that you may need extra support, or no',
    });
  });

  it('rejects names with digits or symbols', () => {
    expect(messages(detailsSchema, { ...valid, firstName: 'Sam3', surname: '<b>' })).toEqual({
      firstName: 'First name must only include letters, spaces, hyphens and apostrophes',
      surname: 'Surname must only include letters, spaces, hyphens and apostrophes',
    });
  });

  it('allows names of 100 characters and refuses 101', () => {
    expect(detailsSchema.safeParse({ ...valid, firstName: 'a'.repeat(100) }).success).toBe(true);
    expect(messages(detailsSchema, { ...valid, surname: 'a'.repeat(101) })).toEqual({
      surname: 'Surname must be 100 characters or fewer',
    });
  });

  it('checks the email format', () => {
    expect(messages(detailsSchema, { ...valid, email: 'sam@example' })).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('accepts UK and Irish numbers written with spaces, brackets and +', () => {
    for (const n of [
      '07700 900982',
      '(020) 7946 0958',
      '+44 7700 900982',
      '0044 20 7946 0958',
      '+353 87 123 4567',
      '00353 1 234 5678',
    ]) {
      expect(isUkOrIrishPhone(n), n).toBe(true);
    }
    for (const n of ['12345', '+1 202 555 0100', '0770', 'phone me']) {
      expect(isUkOrIrishPhone(n), n).toBe(false);
    }
  });

  it('needs at least 11 digits for the phone number on complaints, but not on feedback', () => {
    expect(messages(detailsSchema, { ...valid, telephoneNumber: '087 123 4567' })).toEqual({
      telephoneNumber:
        'Phone number must be at least 11 digits, like 07700 900982 or +353 87 123 4567',
    });
    const { textphoneNumber: _t, ...feedback } = valid;
    expect(
      feedbackDetailsSchema.safeParse({ ...feedback, telephoneNumber: '087 123 4567' }).success,
    ).toBe(true);
  });

  it('takes an optional textphone or international number, numbers only', () => {
    expect(detailsSchema.safeParse({ ...valid, textphoneNumber: '+1 202 555 0100' }).success).toBe(
      true,
    );
    expect(messages(detailsSchema, { ...valid, textphoneNumber: 'abc' })).toEqual({
      textphoneNumber: 'Textphone or international number must only include numbers',
    });
  });

  it('does not ask feedback for a textphone number', () => {
    expect(Object.keys(feedbackDetailsSchema.shape)).not.toContain('textphoneNumber');
  });
});

describe('query rules (SPEC §5)', () => {
  const energy = querySchema('complaint', true);
  const payg = querySchema('enquiry', false);

  it('requires a subject from the list on energy variants only', () => {
    expect(messages(energy, { subject: '', query: 'x' })).toEqual({ subject: 'Select a subject' });
    expect(messages(energy, { subject: 'Not a subject', query: 'x' })).toEqual({
      subject: 'Select a subject',
    });
    expect(energy.safeParse({ subject: SUBJECTS[0], query: 'x' }).success).toBe(true);
    expect(payg.safeParse({ subject: '', query: 'x' }).success).toBe(true);
  });

  it('has the 17 subjects of SPEC §3', () => {
    expect(SUBJECTS).toHaveLength(17);
  });

  it('requires the text', () => {
    expect(messages(energy, { subject: SUBJECTS[1], query: '   ' })).toEqual({
      query: 'Enter your complaint',
    });
    expect(messages(payg, { subject: '', query: '' })).toEqual({ query: 'Enter your enquiry' });
  });

  it('accepts 30000 characters and says how many over beyond that', () => {
    expect(payg.safeParse({ subject: '', query: 'a'.repeat(30000) }).success).toBe(true);
    expect(messages(payg, { subject: '', query: 'a'.repeat(30042) })).toEqual({
      query: 'Maximum character limit reached. You are currently 42 characters over.',
    });
  });

  it('requires the credit-use text', () => {
    expect(messages(creditUseSchema, { creditUse: '' })).toEqual({
      creditUse: 'Tell us how you would like us to use your credit',
    });
  });
});
