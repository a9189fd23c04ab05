import { readDraft, draftKeys } from '../drafts';
import type { CachedDetails } from '../lead-builder';

export const emptyDetails = (queryType: string, querySubtype: string): CachedDetails => ({
  firstName: '',
  surname: '',
  email: '',
  telephoneNumber: '',
  textphoneNumber: '',
  vulnerabilityConsent: '',
  queryType,
  querySubtype,
  manualAddressId: null,
  addressId: null,
  addressLabel: '',
});

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
