import type { CachedDetails } from './cached-details';
import { relationship, toDocument } from '@/api/jsonapi';
import type { SupportLeadAttributes } from '@/api/schemas/leads';
import { compactPhone, internationalPhone } from '@/api/schemas/fields';
import type { Variant } from './variants';

/**
 * SPEC §7: a lead starts as a stripped copy: anything a previous lead carried (account, chat
 * history, references, contact preference, extra information) is cleared and vulnerability
 * consent is false until the customer answers again.
 */
export function stripLead(
  previous: Partial<SupportLeadAttributes> = {},
): Partial<SupportLeadAttributes> {
  return {
    ...previous,
    account: null,
    'additional-information': undefined,
    'alternate-contact-number': null,
    'chat-history': null,
    'customer-references': null,
    'contact-preference': null,
    'vulnerability-consent': false,
  };
}

/** SPEC §7: pay-as-you-go leads get additional-information reset to these defaults. */
export const PAYG_ADDITIONAL_INFORMATION_DEFAULTS = {
  gasMeterReading: null,
  electricityMeterReading: null,
  electricityNightMeterReading: null,
  isEconomy7: false,
  hasSmartMeter: false,
  isMovingHome: false,
  isHomeMover: false,
  energyPaymentMethod: 'newBankAccountDetails',
  useSamePaymentDetailsForServicesAndEnergy: true,
  forwardingAddressIsUK: true,
} as const;

/** The lead's address relationship: the picked address, else the manually entered one. */
function addressRelationship(details: CachedDetails) {
  const id = details.addressId ?? details.manualAddressId;
  if (!id) throw new Error('A lead needs an address');
  return { address: relationship('addresses', id) };
}

interface Common {
  details: CachedDetails;
  /** Signed-in customers have an account, whose numbers start with 'A' (SPEC §3 accountPrefix). */
  signedIn: boolean;
  previous?: Partial<SupportLeadAttributes>;
}

function person(details: CachedDetails) {
  return {
    'first-name': details.firstName.trim(),
    surname: details.surname.trim(),
    email: details.email.trim(),
    'vulnerability-consent': details.vulnerabilityConsent === 'Yes',
    // In international form, as the details form read it (README: what each form sends).
    'contact-number': {
      number: internationalPhone(details.telephoneNumber) ?? compactPhone(details.telephoneNumber),
      type: 'mobile' as const,
    },
  };
}

/** SPEC §3/§7: a complaint or enquiry lead for one of the four variants. */
export function buildSupportLead({
  variant,
  subject,
  query,
  details,
  signedIn,
  previous,
}: Common & { variant: Variant; subject: string; query: string }) {
  const textphone = details.textphoneNumber.trim();
  const additional = {
    ...(variant.payg ? PAYG_ADDITIONAL_INFORMATION_DEFAULTS : {}),
    caseType: variant.caseType,
    accountPrefix: signedIn ? ('A' as const) : ('' as const),
    textphoneNumber: textphone ? compactPhone(textphone) : null,
  };
  const attributes: SupportLeadAttributes = {
    ...stripLead(previous),
    title: 'NA',
    topic: 'help-&-support',
    'query-type': variant.queryType,
    'query-subtype': variant.hasSubject ? subject : (variant.fixedSubtype ?? variant.queryType),
    query,
    ...person(details),
    'additional-information': additional,
  } as SupportLeadAttributes;
  return toDocument('leads', attributes, addressRelationship(details));
}

/** SPEC §3: the credit-use feedback lead. */
export function buildFeedbackLead({
  creditUse,
  details,
  signedIn,
  previous,
}: Common & { creditUse: string }) {
  const attributes: SupportLeadAttributes = {
    ...stripLead(previous),
    title: 'NA',
    topic: 'help-&-support-feedback',
    'query-type': 'Feedback',
    'query-subtype': 'Feedback-Energy',
    query: creditUse,
    ...person(details),
    'additional-information': {
      caseType: 'Feedback',
      accountPrefix: signedIn ? 'A' : '',
      textphoneNumber: null,
    },
  } as SupportLeadAttributes;
  return toDocument('leads', attributes, addressRelationship(details));
}
