/** SPEC §3 "Cached personal details": what the details step keeps for the next step. */
export interface CachedDetails {
  firstName: string;
  surname: string;
  email: string;
  telephoneNumber: string;
  textphoneNumber: string;
  vulnerabilityConsent: 'Yes' | 'No' | '';
  queryType: string;
  querySubtype: string;
  manualAddressId: string | null;
  addressId: string | null;
  /** How the chosen address reads, to show it back to the customer. Not sent. */
  addressLabel: string;
}

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
