import { describe, expect, it } from 'vitest';
import { supportLeadRequestSchema } from '@/api/schemas/leads';
import {
  buildFeedbackLead,
  buildSupportLead,
  PAYG_ADDITIONAL_INFORMATION_DEFAULTS,
  stripLead,
} from '@/features/complaints/lead-builder';
import type { CachedDetails } from '@/features/complaints/cached-details';
import { VARIANTS } from '@/features/complaints/variants';

const details: CachedDetails = {
  firstName: ' Sam ',
  surname: 'Taylor',
  email: 'sam@example.com',
  telephoneNumber: '(07700) 900-982',
  textphoneNumber: '',
  vulnerabilityConsent: 'Yes',
  queryType: 'Complaint',
  querySubtype: '',
  manualAddressId: null,
  addressId: 'LS14AB-2',
  addressLabel: '2 Station Road',
};

const build = (
  variant: keyof typeof VARIANTS,
  extra: Partial<CachedDetails> = {},
  signedIn = false,
) =>
  buildSupportLead({
    variant: VARIANTS[variant],
    subject: 'Faulty meter',
    query: 'It is broken',
    details: { ...details, ...extra },
    signedIn,
  });

describe('buildSupportLead', () => {
  it('makes a JSON:API lead the platform accepts', () => {
    expect(supportLeadRequestSchema.safeParse(build('gas-and-electricity')).success).toBe(true);
    expect(supportLeadRequestSchema.safeParse(build('enquiry-pay-as-you-go')).success).toBe(true);
  });

  it('fills the person, contact number (international, type mobile) and the support answer', () => {
    const { attributes } = build('gas-and-electricity').data;
    expect(attributes).toMatchObject({
      title: 'NA',
      topic: 'help-&-support',
      'first-name': 'Sam',
      surname: 'Taylor',
      email: 'sam@example.com',
      'vulnerability-consent': true,
      'contact-number': { number: '+447700900982', type: 'mobile' },
      query: 'It is broken',
    });
    expect(
      build('gas-and-electricity', { vulnerabilityConsent: 'No' }).data.attributes[
        'vulnerability-consent'
      ],
    ).toBe(false);
  });

  it('sends the contact number in international form however it was written', () => {
    const number = (telephoneNumber: string) =>
      build('gas-and-electricity', { telephoneNumber }).data.attributes['contact-number'].number;
    expect(number('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(number('00 44 7700 900982')).toBe('+447700900982');
    expect(number('+353 1 234 5678')).toBe('+35312345678');
  });

  it('maps each variant to its query type, subtype and case type (README table)', () => {
    const pick = (v: keyof typeof VARIANTS) => {
      const a = build(v).data.attributes;
      return [a['query-type'], a['query-subtype'], a['additional-information'].caseType];
    };
    expect(pick('gas-and-electricity')).toEqual(['Complaint', 'Faulty meter', 'Complaint']);
    expect(pick('enquiry-gas-and-electricity')).toEqual(['Enquiry', 'Faulty meter', 'Enquiry']);
    expect(pick('pay-as-you-go')).toEqual(['Complaint', 'Pay As You Go', 'PAYG Complaint']);
    expect(pick('enquiry-pay-as-you-go')).toEqual(['Enquiry', 'Pay As You Go', 'PAYG Enquiry']);
  });

  it("sets accountPrefix 'A' for signed-in customers and empty otherwise", () => {
    expect(
      build('gas-and-electricity', {}, true).data.attributes['additional-information']
        .accountPrefix,
    ).toBe('A');
    expect(
      build('gas-and-electricity').data.attributes['additional-information'].accountPrefix,
    ).toBe('');
  });

  it('sends the textphone number, or null when there is none', () => {
    expect(
      build('gas-and-electricity', { textphoneNumber: '+1 202 555 0100' }).data.attributes[
        'additional-information'
      ].textphoneNumber,
    ).toBe('+12025550100');
    expect(
      build('gas-and-electricity').data.attributes['additional-information'].textphoneNumber,
    ).toBeNull();
  });

  it('relates the picked address, else the manually entered one', () => {
    expect(build('gas-and-electricity').data.relationships).toEqual({
      address: { data: { type: 'addresses', id: 'LS14AB-2' } },
    });
    expect(
      build('gas-and-electricity', { addressId: null, manualAddressId: 'manual-9' }).data
        .relationships.address.data.id,
    ).toBe('manual-9');
  });

  it('resets pay-as-you-go additional information to the SPEC defaults', () => {
    const info = build('pay-as-you-go').data.attributes['additional-information'];
    expect(info).toMatchObject(PAYG_ADDITIONAL_INFORMATION_DEFAULTS);
    expect(info).toMatchObject({
      energyPaymentMethod: 'newBankAccountDetails',
      useSamePaymentDetailsForServicesAndEnergy: true,
      forwardingAddressIsUK: true,
      gasMeterReading: null,
      isEconomy7: false,
    });
    expect(
      build('gas-and-electricity').data.attributes['additional-information'],
    ).not.toHaveProperty('energyPaymentMethod');
  });

  it('clears what a previous lead carried (the stripped copy of SPEC §7)', () => {
    const previous = {
      account: 'A123' as never,
      'chat-history': 'old chat' as never,
      'customer-references': 'ref' as never,
      'alternate-contact-number': '0123' as never,
      'contact-preference': 'post' as never,
      'additional-information': {
        caseType: 'Old',
        accountPrefix: 'A',
        textphoneNumber: '1',
        secret: 'x',
      } as never,
    };
    const lead = buildSupportLead({
      variant: VARIANTS['gas-and-electricity'],
      subject: 'Discount',
      query: 'q',
      details,
      signedIn: false,
      previous,
    });
    expect(lead.data.attributes).toMatchObject({
      account: null,
      'chat-history': null,
      'customer-references': null,
      'alternate-contact-number': null,
      'contact-preference': null,
    });
    expect(lead.data.attributes['additional-information']).not.toHaveProperty('secret');
  });

  it('starts the stripped copy with vulnerability consent false', () => {
    expect(stripLead({ 'vulnerability-consent': true })['vulnerability-consent']).toBe(false);
  });

  it('refuses to build a lead with no address', () => {
    expect(() => build('gas-and-electricity', { addressId: null, manualAddressId: null })).toThrow(
      'A lead needs an address',
    );
  });
});

describe('buildFeedbackLead', () => {
  it("sends topic help-&-support-feedback, title 'NA', Feedback / Feedback-Energy", () => {
    const lead = buildFeedbackLead({ creditUse: 'Refund it please', details, signedIn: false });
    expect(supportLeadRequestSchema.safeParse(lead).success).toBe(true);
    expect(lead.data.attributes).toMatchObject({
      title: 'NA',
      topic: 'help-&-support-feedback',
      'query-type': 'Feedback',
      'query-subtype': 'Feedback-Energy',
      query: 'Refund it please',
      'contact-number': { number: '+447700900982', type: 'mobile' },
    });
  });
});
