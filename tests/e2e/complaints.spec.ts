import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, expectNoAxeViolations, fetchLead, useBrowser } from './support/browser';
import { fillDetails, PERSON } from './support/complaints';
import { whenLive } from './support/islands';

const browser = useBrowser();
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

describe('complaints and enquiries', () => {
  for (const j of JOURNEYS) {
    it(`sends a ${j.variant} lead from details to confirmation`, async () => {
      const page = await browser.newPage();
      await page.goto(`${AREA}/complaints/${j.variant}`);
      await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
      assert.equal(await page.title(), 'A bit about you - Help & Support - British Gas');
      await expectNoAxeViolations(page);
      const [phone, stored] = j.phone ?? [PERSON.phone, '+447700900456'];
      await fillDetails(page, { textphone: '+1 202 555 0100', phone });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${AREA}/complaints/${j.variant}/query`);
      await page.getByRole('heading', { level: 1, name: /^Your (complaint|enquiry)$/ }).waitFor();
      assert.equal(await page.getByLabel('Subject').count(), j.subject ? 1 : 0);
      if (j.subject) await page.getByLabel('Subject').selectOption(j.subject);
      await page
        .getByRole('textbox', { name: /Tell us about your/ })
        .fill(`Details of my ${j.variant} message.`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: j.send }).click();

      await page.getByRole('heading', { level: 1, name: j.heading }).waitFor();
      await page.getByText(j.reply).waitFor();
      const reference = (await page.locator('.panel__reference').innerText()).trim();
      assert.match(reference, /^HS-[0-9A-Z]{8}$/);
      await page.getByRole('heading', { name: 'What happens next' }).waitFor();
      assert.equal(
        (await page.getByText('Energy Ombudsman').count()) > 0,
        j.heading.includes('complaint'),
      );
      await expectNoAxeViolations(page);

      const { data } = fetchLead(reference);
      const a = data.attributes;
      assert.deepEqual(
        [a['query-type'], a['query-subtype'], a['additional-information'].caseType],
        j.type,
      );
      assert.equal(a.topic, 'help-&-support');
      assert.equal(a['first-name'], PERSON.firstName);
      assert.equal(a.surname, PERSON.surname);
      assert.equal(a.email, PERSON.email);
      assert.equal(a['vulnerability-consent'], true);
      assert.deepEqual(a['contact-number'], { number: stored, type: 'mobile' });
      assert.equal(a['additional-information'].textphoneNumber, '+12025550100');
      assert.equal(a.query, `Details of my ${j.variant} message.`);
      assert.match(data.relationships?.address?.data.id ?? '', /^LS14AB-2$/);
      // Pay-as-you-go leads carry SPEC §7's defaults; the others none of them.
      const { energyPaymentMethod, forwardingAddressIsUK } = a['additional-information'];
      assert.deepEqual(
        { energyPaymentMethod, forwardingAddressIsUK },
        j.variant.includes('pay-as-you-go')
          ? { energyPaymentMethod: 'newBankAccountDetails', forwardingAddressIsUK: true }
          : { energyPaymentMethod: undefined, forwardingAddressIsUK: undefined },
      );

      // Reloading the confirmation keeps it.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: j.heading }).waitFor();
      // Back says it was sent, with its reference, rather than offering an empty form again.
      await page.goBack();
      await page.waitForURL(`${AREA}/complaints/${j.variant}`);
      await page
        .getByRole('heading', { level: 1, name: `You've already sent this ${j.noun}` })
        .waitFor();
      await page.getByText(reference, { exact: true }).waitFor();
      assert.equal(await page.getByLabel('First name').count(), 0);
      await expectNoAxeViolations(page);
      assert.deepEqual(page.problems, []);
    });
  }

  it('sends the credit-use feedback and says so', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/feedback`);
    await page.getByRole('heading', { level: 1, name: 'We owe you' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .getByText('Tell us how you would like us to use your credit')
      .waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByLabel('How would you like us to use your credit?')
      .fill('Please refund it to my bank account.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${AREA}/complaints/feedback/personal-details`);
    assert.equal(await page.getByLabel('Textphone or international number (optional)').count(), 0);
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Surname').fill('Evans');
    await page.getByLabel('Email address').fill('tom@example.com');
    // No 11-digit minimum on feedback: an Irish landline without its country code is fine.
    await page.getByLabel('Phone number').fill('01 234 5678');
    await page
      .getByLabel('Would you like us to record that you may need extra support from us?')
      .selectOption('No');
    const { chooseAddress } = await import('./support/complaints');
    await chooseAddress(page, 'SW1A 1AA');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { level: 1, name: "Thanks, we've got your request" }).waitFor();
    await page
      .getByText("We'll send a confirmation to the email address you gave us.", { exact: false })
      .waitFor();
    const reference = (await page.locator('.panel__reference').innerText()).trim();
    const a = fetchLead(reference).data.attributes;
    assert.deepEqual(
      [a.topic, a.title, a['query-type'], a['query-subtype']],
      ['help-&-support-feedback', 'NA', 'Feedback', 'Feedback-Energy'],
    );
    assert.equal(a.query, 'Please refund it to my bank account.');
    await expectNoAxeViolations(page);
  });

  it('sends the feedback details step back to the first step with no credit-use text', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/feedback/personal-details`);
    await page.waitForURL(`${AREA}/complaints/feedback`);
  });

  it('shows each field rule beside the field and in a focused summary, keeping what was typed', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    const { chooseAddress } = await import('./support/complaints');
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
      await summary.getByRole('link', { name: m }).waitFor();
    }
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'error-summary');
    assert.equal(await page.title(), 'Error: A bit about you - Help & Support - British Gas');
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
      await summary.getByRole('link', { name: m }).waitFor();
    }
    assert.equal(await page.getByLabel('First name').inputValue(), 'R2D2');
    await page.getByLabel('Phone number').fill('+44 1234 56');
    await page.getByRole('button', { name: 'Continue' }).click();
    await summary
      .getByRole('link', {
        name: 'Enter a UK or Irish phone number, like 07700 900982 or +353 87 123 4567',
      })
      .waitFor();
    // The summary link takes the customer to the field.
    await summary
      .getByRole('link', {
        name: 'Enter an email address in the correct format, like name@example.com',
      })
      .click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'email');
    await expectNoAxeViolations(page);
  });

  it('puts postcode errors in the summary, and takes an old list away after one', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    await page.getByLabel('Postcode').fill('LS1 4AB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByLabel('Select your address').waitFor();
    await page.getByLabel('Postcode').fill('LS1');
    await page.getByRole('button', { name: 'Find address' }).click();
    const message = 'Enter a full UK postcode, like SW1A 1AA';
    const link = page.getByRole('alert').getByRole('link', { name: message });
    await link.waitFor();
    assert.equal(await page.getByLabel('Select your address').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'error-summary');
    assert.equal(await page.title(), 'Error: A bit about you - Help & Support - British Gas');
    assert.equal(
      await page.locator('#address-postcode').getAttribute('aria-invalid'),
      'true',
      'the postcode box is marked invalid',
    );
    await expectNoAxeViolations(page);
    await link.click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'address-postcode');
  });

  it('counts characters and says exactly how many over 30000', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go`);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.fill('a'.repeat(30007));
    await page
      .getByText('Maximum character limit reached. You are currently 7 characters over.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page
      .getByRole('alert')
      .getByRole('link', {
        name: 'Maximum character limit reached. You are currently 7 characters over.',
      })
      .waitFor();
    assert.equal((await box.inputValue()).length, 30007);
    await page.getByRole('button', { name: 'Send enquiry' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('keeps the subject and text after a reload of the query step', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Faulty meter');
    await page
      .getByRole('textbox', { name: 'Tell us about your complaint' })
      .fill('The display is blank.');
    await page.reload();
    // The step is in the built page, empty; its code brings back what the tab kept.
    const subject = await page.getByLabel('Subject').elementHandle();
    await page.waitForFunction((select) => (select as HTMLSelectElement).value !== '', subject);
    assert.equal(await page.getByLabel('Subject').inputValue(), 'Faulty meter');
    assert.equal(
      await page.getByRole('textbox', { name: 'Tell us about your complaint' }).inputValue(),
      'The display is blank.',
    );
    await page.getByRole('link', { name: 'Back' }).click();
    assert.equal(await page.getByLabel('First name').inputValue(), PERSON.firstName);
    await page.getByText('Flat 3').or(page.locator('.address-chosen__label')).first().waitFor();
  });

  it('shows the exact alert when sending fails, keeps the text, and sends on retry', async () => {
    const page = await browser.newPage();
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
    await page.getByRole('alert').getByText(ALERT, { exact: true }).waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Tell us about your complaint' }).inputValue(),
      'Please apply my discount.',
    );
    assert.equal(await page.getByLabel('Subject').inputValue(), 'Discount');
    await expectNoAxeViolations(page);
    await page.unroute('**/v1/leads');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
  });

  it('sends one lead for a double click', async () => {
    const page = await browser.newPage();
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
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send enquiry' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }).waitFor();
    assert.equal(posts, 1);
  });

  it('goes back to the details step when the query step has no details', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/pay-as-you-go/query`);
    await page.waitForURL(`${AREA}/complaints/pay-as-you-go`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
  });

  it('completes an enquiry with the keyboard alone', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    const focusByTab = async (predicate: () => boolean | Promise<boolean>, max = 40) => {
      for (let i = 0; i < max; i += 1) {
        await page.keyboard.press('Tab');
        if (await predicate()) return;
      }
      throw new Error('could not reach the control with Tab');
    };
    const activeId = () => page.evaluate(() => document.activeElement?.id ?? '');
    const activeText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await focusByTab(async () => (await activeId()) === 'firstName');
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.lee@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700900789');
    await focusByTab(async () => (await activeId()) === 'vulnerabilityConsent');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await focusByTab(async () => (await activeId()) === 'address-postcode');
    await page.keyboard.type('M1 1AE');
    await page.keyboard.press('Enter');
    await page.getByLabel('Select your address').waitFor();
    await focusByTab(
      async () => (await page.evaluate(() => document.activeElement?.tagName)) === 'SELECT',
    );
    // Selecting an address is the choice: the submit button appears and focus stays put.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SELECT');
    await focusByTab(async () => (await activeText()) === 'Continue');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    // The new page's heading takes focus; tab on from there.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Your enquiry');
    await focusByTab(async () => (await activeId()) === 'query');
    await page.keyboard.type('When does my friendly credit start?');
    await focusByTab(async () => (await activeText()) === 'Send enquiry');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }).waitFor();
  });
});

describe('complaint routing and contact', () => {
  it('routes an energy complaint by how the customer pays', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    // The page is prerendered: wait until it is live before using it.
    await whenLive(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Select what your complaint is about' })
      .waitFor();
    assert.equal(
      await page.title(),
      'Error: What is your complaint about? - Help & Support - British Gas',
    );
    await expectNoAxeViolations(page);
    await page.getByLabel('Energy', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${AREA}/make-a-complaint-select-energy`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Select how you pay for your energy' })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Pay As You Go').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${AREA}/complaints/pay-as-you-go`);
    await page.goBack();
    await page.getByLabel('I pay by Direct Debit').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${AREA}/complaints/gas-and-electricity`);
  });

  it('sends home services complaints to their own site', async () => {
    const page = await browser.newPage();
    await page.route('https://www.britishgas.co.uk/**', (route) =>
      route.fulfill({ body: 'home services', contentType: 'text/plain' }),
    );
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    await page.getByLabel('Home services').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('https://www.britishgas.co.uk/home-services/complaints');
  });

  it('offers three contact options that each lead somewhere real', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/contact-us`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    assert.equal(await page.locator('.contact-option').count(), 3);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Gas and electricity enquiry' }).click();
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Make a complaint' }).click();
    await page.getByRole('heading', { level: 1, name: 'What is your complaint about?' }).waitFor();
  });

  it('explains a confirmation opened in a tab that sent nothing, and stays there', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/confirmation`);
    await page
      .getByRole('heading', { level: 1, name: "We can't show this confirmation" })
      .waitFor();
    assert.equal(page.url(), `${AREA}/confirmation`);
    await expectNoAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: 'make a complaint', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'What is your complaint about?' }).waitFor();
  });
});
