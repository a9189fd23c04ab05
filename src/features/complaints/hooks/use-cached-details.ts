import type { CustomerPrefill } from '@/features/auth';
import { draftKeys, readDraft } from '@/lib/drafts';
import type { CachedDetails } from '../cached-details';

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
