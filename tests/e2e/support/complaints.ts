import type { Page } from 'playwright-core';

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
  await page.locator('.details-form .form-actions button[type="submit"]').waitFor();
}
