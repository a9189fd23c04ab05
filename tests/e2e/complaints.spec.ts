import { AREA, expect, expectNoAxeViolations, fetchLead, test } from './support/browser';
import { chooseAddress, fillDetails, PERSON } from './support/complaints';
import { whenLive } from './support/islands';
import { delay } from './support/network';

const ALERT =
  "Unfortunately, we're having technical problems at the moment. Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.";

const JOURNEYS = [
  {
    variant: 'gas-and-electricity',
    subject: 'Dispute Bill/Balance',
    send: 'Send complaint',
    noun: 'complaint',
    heading: 'Your complaint has been sent',
    reply: "That's within 7 days on average, and 21 days at most.",
    type: ['Complaint', 'Dispute Bill/Balance', 'Complaint'],
  },
  {
    variant: 'enquiry-gas-and-electricity',
    subject: 'Request Refund',
    send: 'Send enquiry',
    noun: 'enquiry',
    heading: 'Your enquiry has been sent',
    reply: "That's within 2 working days.",
    type: ['Enquiry', 'Request Refund', 'Enquiry'],
    // Written the GOV.UK way, with the (0) after +44: taken, and kept in international form.
    phone: ['+44 (0)20 7946 0958', '+442079460958'],
  },
  {
    variant: 'pay-as-you-go',
    subject: null,
    send: 'Send complaint',
    noun: 'complaint',
    heading: 'Your complaint has been sent',
    reply: "That's within 7 days on average, and 21 days at most.",
    type: ['Complaint', 'Pay As You Go', 'PAYG Complaint'],
  },
  {
    variant: 'enquiry-pay-as-you-go',
    subject: null,
    send: 'Send enquiry',
    noun: 'enquiry',
    heading: 'Your enquiry has been sent',
    reply: "That's within 7 days.",
    type: ['Enquiry', 'Pay As You Go', 'PAYG Enquiry'],
  },
];

test.describe('complaints and enquiries', () => {
  for (const j of JOURNEYS) {
    test(`sends a ${j.variant} lead from details to confirmation`, async ({ newPage }) => {
      const page = await newPage();
      await page.goto(`${AREA}/complaints/${j.variant}`);
      await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
      await expect(page).toHaveTitle('A bit about you - Help & Support - British Gas');
      await expectNoAxeViolations(page);
      const [phone, stored] = j.phone ?? [PERSON.phone, '+447700900456'];
      await fillDetails(page, { textphone: '+1 202 555 0100', phone });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${AREA}/complaints/${j.variant}/query`);
      await expect(
        page.getByRole('heading', { level: 1, name: /^Your (complaint|enquiry)$/ }),
      ).toBeVisible();
      await expect(page.getByLabel('Subject')).toHaveCount(j.subject ? 1 : 0);
      if (j.subject) await page.getByLabel('Subject').selectOption(j.subject);
      await page
        .getByRole('textbox', { name: /Tell us about your/ })
        .fill(`Details of my ${j.variant} message.`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: j.send }).click();

      await expect(page.getByRole('heading', { level: 1, name: j.heading })).toBeVisible();
      await expect(page.getByText(j.reply)).toBeVisible();
      const referenceText = page.locator('.panel__reference');
      await expect(referenceText).toHaveText(/^HS-[0-9A-Z]{8}$/);
      const reference = (await referenceText.innerText()).trim();
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      // The ombudsman is named on a complaint's confirmation, and on an enquiry's not at all.
      await expect(page.getByText('Energy Ombudsman').first()).toBeAttached({
        attached: j.heading.includes('complaint'),
      });
      await expectNoAxeViolations(page);

      const { data } = fetchLead(reference);
      const a = data.attributes;
      expect([a['query-type'], a['query-subtype'], a['additional-information'].caseType]).toEqual(
        j.type,
      );
      expect(a.topic).toBe('help-&-support');
      expect(a['first-name']).toBe(PERSON.firstName);
      expect(a.surname).toBe(PERSON.surname);
      expect(a.email).toBe(PERSON.email);
      expect(a['vulnerability-consent']).toBe(true);
      expect(a['contact-number']).toEqual({ number: stored, type: 'mobile' });
      expect(a['additional-information'].textphoneNumber).toBe('+12025550100');
      expect(a.query).toBe(`Details of my ${j.variant} message.`);
      expect(data.relationships?.address?.data.id ?? '').toMatch(/^LS14AB-2$/);
      // Pay-as-you-go leads carry SPEC §7's defaults; the others none of them.
      const { energyPaymentMethod, forwardingAddressIsUK } = a['additional-information'];
      const defaults = j.variant.includes('pay-as-you-go')
        ? { energyPaymentMethod: 'newBankAccountDetails', forwardingAddressIsUK: true }
        : { energyPaymentMethod: undefined, forwardingAddressIsUK: undefined };
      expect({ energyPaymentMethod, forwardingAddressIsUK }).toStrictEqual(defaults);

      // Reloading the confirmation keeps it.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: j.heading })).toBeVisible();
      // Back says it was sent, with its reference, rather than offering an empty form again.
      await page.goBack();
      await expect(page).toHaveURL(`${AREA}/complaints/${j.variant}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `You've already sent this ${j.noun}` }),
      ).toBeVisible();
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(page.problems).toEqual([]);
    });
  }

  test('sends the credit-use feedback and says so', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/feedback`);
    await expect(page.getByRole('heading', { level: 1, name: 'We owe you' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').getByText('Tell us how you would like us to use your credit'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByLabel('How would you like us to use your credit?')
      .fill('Please refund it to my bank account.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${AREA}/complaints/feedback/personal-details`);
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByLabel('Textphone or international number (optional)')).toHaveCount(0);
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Surname').fill('Evans');
    await page.getByLabel('Email address').fill('tom@example.com');
    // No 11-digit minimum on feedback: an Irish landline without its country code is fine.
    await page.getByLabel('Phone number').fill('01 234 5678');
    await page
      .getByLabel('Would you like us to record that you may need extra support from us?')
      .selectOption('No');
    await chooseAddress(page, 'SW1A 1AA');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: "Thanks, we've got your request" }),
    ).toBeVisible();
    await expect(
      page.getByText("We'll send a confirmation to the email address you gave us.", {
        exact: false,
      }),
    ).toBeVisible();
    const referenceText = page.locator('.panel__reference');
    await expect(referenceText).toHaveText(/^HS-[0-9A-Z]{8}$/);
    const reference = (await referenceText.innerText()).trim();
    const a = fetchLead(reference).data.attributes;
    expect([a.topic, a.title, a['query-type'], a['query-subtype']]).toEqual([
      'help-&-support-feedback',
      'NA',
      'Feedback',
      'Feedback-Energy',
    ]);
    expect(a.query).toBe('Please refund it to my bank account.');
    await expectNoAxeViolations(page);
  });

  test('sends the feedback details step back to the first step with no credit-use text', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/feedback/personal-details`);
    await expect(page).toHaveURL(`${AREA}/complaints/feedback`);
    await expect(page.getByRole('heading', { level: 1, name: 'We owe you' })).toBeVisible();
  });

  test('shows each field rule beside the field and in a focused summary, keeping what was typed', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await chooseAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    for (const m of [
      'Enter your first name',
      'Enter your surname',
      'Enter your email address',
      'Enter your phone number',
      'Select yes if you would like us to record that you may need extra support, or no',
    ]) {
      await expect(summary.getByRole('link', { name: m })).toBeVisible();
    }
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page).toHaveTitle('Error: A bit about you - Help & Support - British Gas');
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('R2D2');
    await page.getByLabel('Surname').fill('x'.repeat(101));
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Phone number').fill('087 123 4567');
    await page.getByLabel('Textphone or international number (optional)').fill('call me');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const m of [
      'First name must only include letters, spaces, hyphens and apostrophes',
      'Surname must be 100 characters or fewer',
      'Enter an email address in the correct format, like name@example.com',
      'Phone number must be at least 11 digits, like 07700 900982 or +353 87 123 4567',
      'Textphone or international number must only include numbers',
    ]) {
      await expect(summary.getByRole('link', { name: m })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveValue('R2D2');
    await page.getByLabel('Phone number').fill('+44 1234 56');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      summary.getByRole('link', {
        name: 'Enter a UK or Irish phone number, like 07700 900982 or +353 87 123 4567',
      }),
    ).toBeVisible();
    // The summary link takes the customer to the field.
    await summary
      .getByRole('link', {
        name: 'Enter an email address in the correct format, like name@example.com',
      })
      .click();
    await expect(page.locator('#email')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('puts postcode errors beside the box and in the summary, and takes an old list away after one', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    await page.getByLabel('Postcode').fill('LS1 4AB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByLabel('Select your address')).toBeVisible();
    await page.getByLabel('Postcode').fill('LS1');
    await page.getByRole('button', { name: 'Find address' }).click();
    const message = 'Enter a full UK postcode, like SW1A 1AA';
    const link = page.getByRole('alert').getByRole('link', { name: message });
    await expect(link).toBeVisible();
    await expect(page.getByLabel('Select your address')).toHaveCount(0);
    // The keyboard and the view stay at the postcode, its message beside it (issue 50): not
    // a screen up at the summary, which lists it too.
    await expect(page.getByLabel('Postcode')).toBeFocused();
    await expect(page.getByLabel('Postcode')).toBeInViewport();
    await expect(page.locator('.field-error').getByText(message)).toBeInViewport();
    await expect(page).toHaveTitle('Error: A bit about you - Help & Support - British Gas');
    await expect(
      page.locator('#address-postcode'),
      'the postcode box is marked invalid',
    ).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page.locator('#address-postcode')).toBeFocused();
  });

  test('counts characters and says exactly how many over 30000', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go`);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.fill('a'.repeat(30007));
    await expect(
      page
        .getByText('Maximum character limit reached. You are currently 7 characters over.')
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(
      page.getByRole('alert').getByRole('link', {
        name: 'Maximum character limit reached. You are currently 7 characters over.',
      }),
    ).toBeVisible();
    await expect(box).toHaveValue('a'.repeat(30007));
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keeps the subject and text after a reload of the query step', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Faulty meter');
    await page
      .getByRole('textbox', { name: 'Tell us about your complaint' })
      .fill('The display is blank.');
    await page.reload();
    // The step is in the built page, empty; its code brings back what the tab kept.
    await expect(page.getByLabel('Subject')).toHaveValue('Faulty meter');
    await expect(page.getByRole('textbox', { name: 'Tell us about your complaint' })).toHaveValue(
      'The display is blank.',
    );
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue(PERSON.firstName);
    await expect(
      page.getByText('Flat 3').or(page.locator('.address-chosen__label')).first(),
    ).toBeVisible();
  });

  test('shows the exact alert when sending fails, keeps the text, and sends on retry', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Discount');
    await page
      .getByRole('textbox', { name: 'Tell us about your complaint' })
      .fill('Please apply my discount.');
    await page.route('**/v1/leads', (route) =>
      route.fulfill({ status: 500, json: { message: 'Down' } }),
    );
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByRole('alert').getByText(ALERT, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tell us about your complaint' })).toHaveValue(
      'Please apply my discount.',
    );
    await expect(page.getByLabel('Subject')).toHaveValue('Discount');
    await expectNoAxeViolations(page);
    await page.unroute('**/v1/leads');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }),
    ).toBeVisible();
  });

  test('sends one lead for a double click', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/enquiry-gas-and-electricity`);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Balance queries');
    await page
      .getByRole('textbox', { name: 'Tell us about your enquiry' })
      .fill('What is my balance?');
    let posts = 0;
    await page.route('**/v1/leads', async (route) => {
      posts += 1;
      await delay(500);
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send enquiry' }).dblclick();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }),
    ).toBeVisible();
    expect(posts).toBe(1);
  });

  test('goes back to the details step when the query step has no details', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/pay-as-you-go/query`);
    await expect(page).toHaveURL(`${AREA}/complaints/pay-as-you-go`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
  });

  test('completes an enquiry with the keyboard alone', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    const focusByTab = async (
      what: string,
      predicate: () => boolean | Promise<boolean>,
      max = 40,
    ) => {
      let reached = false;
      for (let i = 0; i < max && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await predicate();
      }
      expect(reached, `${what} reached with Tab`).toBe(true);
    };
    const activeId = () => page.evaluate(() => document.activeElement?.id ?? '');
    // What the focused element shows (a button carries its loading words too, hidden).
    const activeText = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
    await focusByTab('First name', async () => (await activeId()) === 'firstName');
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.lee@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700900789');
    await focusByTab(
      'the extra support question',
      async () => (await activeId()) === 'vulnerabilityConsent',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await focusByTab('Postcode', async () => (await activeId()) === 'address-postcode');
    await page.keyboard.type('M1 1AE');
    await page.keyboard.press('Enter');
    const addresses = page.getByLabel('Select your address');
    await expect(addresses).toBeVisible();
    await focusByTab(
      'the address list',
      async () => (await page.evaluate(() => document.activeElement?.tagName)) === 'SELECT',
    );
    // Selecting an address is the choice: the submit button appears and focus stays put.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(addresses).toBeFocused();
    await focusByTab('Continue', async () => (await activeText()) === 'Continue');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    // The new page's heading takes focus; tab on from there.
    await expect(page.locator(':focus')).toHaveText('Your enquiry');
    await focusByTab('the message box', async () => (await activeId()) === 'query');
    await page.keyboard.type('When does my friendly credit start?');
    await focusByTab('Send enquiry', async () => (await activeText()) === 'Send enquiry');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }),
    ).toBeVisible();
  });
});

test.describe('complaint routing and contact', () => {
  test('routes an energy complaint by how the customer pays', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    // The page is prerendered: wait until it is live before using it.
    await whenLive(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Select what your complaint is about' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      'Error: What is your complaint about? - Help & Support - British Gas',
    );
    await expectNoAxeViolations(page);
    await page.getByLabel('Energy', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${AREA}/make-a-complaint-select-energy`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Select how you pay for your energy' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Pay As You Go').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${AREA}/complaints/pay-as-you-go`);
    await page.goBack();
    await page.getByLabel('I pay by Direct Debit').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${AREA}/complaints/gas-and-electricity`);
  });

  test('sends home services complaints to their own site', async ({ newPage }) => {
    const page = await newPage();
    await page.route('https://www.britishgas.co.uk/**', (route) =>
      route.fulfill({ body: 'home services', contentType: 'text/plain' }),
    );
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    await page.getByLabel('Home services').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('https://www.britishgas.co.uk/home-services/complaints');
  });

  test('offers three contact options that each lead somewhere real', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.locator('.contact-option')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Gas and electricity enquiry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Make a complaint' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What is your complaint about?' }),
    ).toBeVisible();
  });

  test('explains a confirmation opened in a tab that sent nothing, and stays there', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/confirmation`);
    await expect(
      page.getByRole('heading', { level: 1, name: "We can't show this confirmation" }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${AREA}/confirmation`);
    await expectNoAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: 'make a complaint', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What is your complaint about?' }),
    ).toBeVisible();
  });
});
