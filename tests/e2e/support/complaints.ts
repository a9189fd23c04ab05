import { expect, type Page } from '@playwright/test';

export const PERSON = {
  firstName: 'Aoife',
  surname: "O'Neill",
  email: 'aoife.oneill@example.com',
  phone: '07700 900456',
};

/** Fills "A bit about you" as a customer would, picking the second address for the postcode. */
export async function fillDetails(
  page: Page,
  { textphone = '', feedback = false, phone = PERSON.phone } = {},
) {
  await page.getByLabel('First name').fill(PERSON.firstName);
  await page.getByLabel('Surname').fill(PERSON.surname);
  await page.getByLabel('Email address').fill(PERSON.email);
  await page.getByLabel('Phone number').fill(phone);
  if (!feedback && textphone)
    await page.getByLabel('Textphone or international number (optional)').fill(textphone);
  await page
    .getByLabel('Would you like us to record that you may need extra support from us?')
    .selectOption('Yes');
  await chooseAddress(page);
}

/** Finds the postcode's addresses and selects the second: selecting it is the choice. */
export async function chooseAddress(page: Page, postcode = 'ls1 4ab') {
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select your address').selectOption({ index: 2 });
  await expect(page.locator('.details-form .form-actions button[type="submit"]')).toBeVisible();
}

/** The details a customer gave on the pay-as-you-go enquiry's first step, as the form keeps them. */
const GIVEN_DETAILS = {
  firstName: 'Jo',
  surname: 'Bloggs',
  email: 'jo@example.com',
  telephoneNumber: '07700900111',
  textphoneNumber: '',
  vulnerabilityConsent: 'No',
  queryType: 'Enquiry',
  querySubtype: 'Pay As You Go',
  manualAddressId: null,
  addressId: 'LS14AB-1',
  addressLabel: '1 Station Road, Leeds, LS1 4AB',
};

/**
 * A tab in which a pay-as-you-go flow's details are already given (kept as the form keeps them,
 * unless the tab has its own), so the next page opened can be its text step.
 */
export async function withDetailsGiven(
  page: Page,
  flow: 'enquiry-pay-as-you-go' | 'pay-as-you-go' = 'enquiry-pay-as-you-go',
) {
  const details = {
    ...GIVEN_DETAILS,
    queryType: flow === 'pay-as-you-go' ? 'Complaint' : 'Enquiry',
  };
  await page.addInitScript(
    ({ key, d }) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify(d));
    },
    { key: `hs-draft:details:${flow}`, d: details },
  );
}

/** The pay-as-you-go enquiry's details, given. */
export const withEnquiryDetailsGiven = (page: Page) => withDetailsGiven(page);
