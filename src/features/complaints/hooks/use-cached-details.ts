import type { CustomerPrefill } from '@/features/auth';
import { draftKeys, readDraft } from '@/lib/drafts';
import { emptyDetails, type CachedDetails } from '../cached-details';

/** The details to start the form with: the draft, else the signed-in prefill, else empty. */
export function initialDetails(
  flow: string,
  queryType: string,
  querySubtype: string,
  prefill?: Partial<CachedDetails> | null,
) {
  const base = emptyDetails(queryType, querySubtype);
  const draft = readDraft<Partial<CachedDetails>>(draftKeys.details(flow));
  return { ...base, ...(draft ?? prefill ?? {}), queryType, querySubtype } as CachedDetails;
}

/** Details saved by a completed details step (a draft with an address counts). */
export function cachedDetails(flow: string): CachedDetails | null {
  const draft = readDraft<CachedDetails>(draftKeys.details(flow));
  if (!draft || !(draft.addressId || draft.manualAddressId) || !draft.firstName) return null;
  return draft;
}

/** A signed-in customer's details as the form's starting values (SPEC §4 prefill). */
export function prefillDetails(customer: CustomerPrefill | null): Partial<CachedDetails> | null {
  if (!customer) return null;
  return {
    firstName: customer.firstName,
    surname: customer.surname,
    email: customer.email,
    telephoneNumber: customer.telephoneNumber,
    ...(customer.address
      ? {
          addressId: customer.address.id,
          manualAddressId: null,
          addressLabel: customer.address.label,
        }
      : {}),
  };
}
