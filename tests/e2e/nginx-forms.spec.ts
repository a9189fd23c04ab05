/**
 * Deployment smoke set, forms: complaints, feedback and signed-in customers through nginx, the
 * API and sign-in proxied to the platform; each lead then read from the platform's store.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations, fetchLead, useBrowser } from './support/browser';
import { chooseAddress, fillDetails, PERSON } from './support/complaints';
import { NGINX, NGINX_AREA } from './support/nginx';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();

/** A lead sent through nginx, as the platform behind it stored it. */
const storedLead = (reference: string) => fetchLead(reference).data.attributes;

describe('nginx: forms', () => {
  it('sends a complaint from its first step to its confirmation', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/complaints/gas-and-electricity`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${NGINX_AREA}/complaints/gas-and-electricity/query`);
    await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
    await page
      .getByRole('textbox', { name: /Tell us about your/ })
      .fill('My bill doubled in March.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
    const reference = (await page.locator('.panel__reference').innerText()).trim();
    assert.match(reference, /^HS-[0-9A-Z]{8}$/);
    await expectNoAxeViolations(page);
    const lead = storedLead(reference);
    assert.equal(lead['first-name'], PERSON.firstName);
    assert.equal(lead.query, 'My bill doubled in March.');
    // Reloaded, the confirmation page comes from nginx again and keeps its answer.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
    assert.deepEqual(page.problems, []);
  });

  it('sends feedback from its first step to its confirmation', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/complaints/feedback`);
    await page
      .getByLabel('How would you like us to use your credit?')
      .fill('Please refund it to my bank account.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${NGINX_AREA}/complaints/feedback/personal-details`);
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Surname').fill('Evans');
    await page.getByLabel('Email address').fill('tom@example.com');
    await page.getByLabel('Phone number').fill('07700 900789');
    await page
      .getByLabel('Would you like us to record that you may need extra support from us?')
      .selectOption('No');
    await chooseAddress(page, 'SW1A 1AA');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { level: 1, name: "Thanks, we've got your request" }).waitFor();
    const reference = (await page.locator('.panel__reference').innerText()).trim();
    assert.equal(storedLead(reference).query, 'Please refund it to my bank account.');
    assert.deepEqual(page.problems, []);
  });

  it('prefills the details of a customer signed in through nginx', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX}/sign-in?returnTo=${BASENAME}/complaints/gas-and-electricity`);
    await page.waitForURL(`${NGINX_AREA}/complaints/gas-and-electricity`);
    await page.waitForFunction(
      () => (document.getElementById('firstName') as HTMLInputElement | null)?.value === 'Priya',
    );
    assert.equal(await page.getByLabel('Email address').inputValue(), 'priya.sharma@example.com');
    await page.getByText('12 Beacon Street, Leeds, LS1 4AB').waitFor();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    assert.deepEqual(page.problems, []);
  });

  it('shows a signed-in customer their deals', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX}/sign-in?returnTo=${BASENAME}/deals`);
    await page.getByRole('heading', { level: 1, name: 'Your deals' }).waitFor();
    await page.getByText('Hello Priya, here are offers for you.').waitFor();
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });
});
