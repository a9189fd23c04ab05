/** The four complaint and enquiry variants of SPEC §2, and what each sends (README mapping table). */
export type VariantId =
  'gas-and-electricity' | 'enquiry-gas-and-electricity' | 'pay-as-you-go' | 'enquiry-pay-as-you-go';

export interface Variant {
  id: VariantId;
  kind: 'complaint' | 'enquiry';
  payg: boolean;
  /** Energy (credit) variants ask for a subject, which becomes the query subtype (SPEC §3, §5). */
  hasSubject: boolean;
  heading: string;
  queryType: 'Complaint' | 'Enquiry';
  /** Query subtype for variants without a subject. */
  fixedSubtype?: string;
  caseType: string;
}

export const VARIANTS: Record<VariantId, Variant> = {
  'gas-and-electricity': {
    id: 'gas-and-electricity',
    kind: 'complaint',
    payg: false,
    hasSubject: true,
    heading: 'Make a gas and electricity complaint',
    queryType: 'Complaint',
    caseType: 'Complaint',
  },
  'enquiry-gas-and-electricity': {
    id: 'enquiry-gas-and-electricity',
    kind: 'enquiry',
    payg: false,
    hasSubject: true,
    heading: 'Send a gas and electricity enquiry',
    queryType: 'Enquiry',
    caseType: 'Enquiry',
  },
  'pay-as-you-go': {
    id: 'pay-as-you-go',
    kind: 'complaint',
    payg: true,
    hasSubject: false,
    heading: 'Make a Pay As You Go complaint',
    queryType: 'Complaint',
    fixedSubtype: 'Pay As You Go',
    caseType: 'PAYG Complaint',
  },
  'enquiry-pay-as-you-go': {
    id: 'enquiry-pay-as-you-go',
    kind: 'enquiry',
    payg: true,
    hasSubject: false,
    heading: 'Send a Pay As You Go enquiry',
    queryType: 'Enquiry',
    fixedSubtype: 'Pay As You Go',
    caseType: 'PAYG Enquiry',
  },
};

export const isVariantId = (id: string): id is VariantId => Object.hasOwn(VARIANTS, id);

/** SPEC §3: the enquiry subject list (energy complaint and enquiry query steps only). */
export const SUBJECTS = [
  'Amend moving house dates/meter reader',
  'Amend Payment Method',
  'Balance queries',
  "Can't pay/debt",
  'Direct debit/Incorrect payment',
  'Discount',
  'Dispute Bill/Balance',
  'Faulty meter',
  'Leaving us',
  'Make a Payment',
  'Meter read issues',
  'Moving House',
  'Online portal/app/login/website issues',
  'Request Refund',
  'Tariff issues',
  'Tariff renewal/upgrade',
  'Update personal details',
] as const;

/** The details step's heading and title, for every variant and for feedback. */
export const DETAILS_HEADING = 'A bit about you';

/** What a step's Continue says from the moment it is pressed until the next step is there. */
export const LOADING_NEXT_STEP = 'Loading the next step…';

/** The text step's heading and title. */
export const queryHeading = (variant: Variant) =>
  variant.kind === 'complaint' ? 'Your complaint' : 'Your enquiry';

/**
 * The pages the build prerenders for the steps of each variant (the route manifest's
 * `each: 'complaint'`), with their titles.
 */
export const complaintStepPages = () =>
  Object.values(VARIANTS).flatMap((variant) => [
    { route: 'complaintDetails' as const, complaint: variant.id, title: DETAILS_HEADING },
    { route: 'complaintQuery' as const, complaint: variant.id, title: queryHeading(variant) },
  ]);
