/**
 * Deployment smoke set, forms: complaints, feedback and signed-in customers through nginx, the
 * API and sign-in proxied to the platform; each lead then read from the platform's store.
 */
import { expectNoAxeViolations, fetchLead } from './support/browser';
import { chooseAddress, fillDetails, PERSON } from './support/complaints';
import { expect, NGINX, NGINX_AREA, test } from './support/nginx';
import { BASENAME, paths } from '../../src/config/paths';

/** A lead sent through nginx, as the platform behind it stored it. */
const storedLead = (reference: string) => fetchLead(reference).data.attributes;

test.describe('nginx: forms', () => {
  test('sends a complaint from its first step to its confirmation', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/complaints/gas-and-electricity`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${NGINX_AREA}/complaints/gas-and-electricity/query`);
    await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
    await page
      .getByRole('textbox', { name: /Tell us about your/ })
      .fill('My bill doubled in March.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    const sent = page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' });
    await expect(sent).toBeVisible();
    const reference = page.locator('.panel__reference');
    await expect(reference).toHaveText(/^HS-[0-9A-Z]{8}$/);
    await expectNoAxeViolations(page);
    const lead = storedLead((await reference.innerText()).trim());
    expect(lead['first-name']).toBe(PERSON.firstName);
    expect(lead.query).toBe('My bill doubled in March.');
    // Reloaded, the confirmation page comes from nginx again and keeps its answer.
    await page.reload();
    await expect(sent).toBeVisible();
    expect(page.problems).toEqual([]);
  });

  test('lands each answer to the complaint questions on the next step without JavaScript, Enter by nginx', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${NGINX_AREA}${paths.selectType()}`);
    await page.getByRole('radio', { name: 'Energy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${NGINX_AREA}${paths.selectEnergy()}?complaintType=energy`);
    // Enter on an answer: the form's first button, to the answer address nginx sends on.
    const credit = `${NGINX_AREA}${paths.complaintDetails('gas-and-electricity')}?customerType=credit`;
    const landed = page.waitForRequest(credit);
    await page.getByRole('radio', { name: 'I pay when I get a bill' }).check();
    await page.getByRole('radio', { name: 'I pay when I get a bill' }).press('Enter');
    expect((await landed).redirectedFrom()?.url()).toBe(
      `${NGINX_AREA}${paths.selectEnergy()}-answer?customerType=credit`,
    );
    await expect(page).toHaveURL(credit);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    // On the internet, which these tests do not reach: its request is what counts.
    await page.goto(`${NGINX_AREA}${paths.selectType()}`);
    await page.getByRole('radio', { name: 'Electric Vehicle charge point' }).check();
    const left = page.waitForRequest('https://www.britishgas.co.uk/electric-vehicles/complaints');
    await page.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
    expect((await left).redirectedFrom()?.url()).toBe(
      `${NGINX_AREA}${paths.selectType()}-answer?complaintType=ev`,
    );
  });

  test('sends feedback from its first step to its confirmation', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/complaints/feedback`);
    await page
      .getByLabel('How would you like us to use your credit?')
      .fill('Please refund it to my bank account.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${NGINX_AREA}/complaints/feedback/personal-details`);
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Surname').fill('Evans');
    await page.getByLabel('Email address').fill('tom@example.com');
    await page.getByLabel('Phone number').fill('07700 900789');
    await page
      .getByLabel('Would you like us to record that you may need extra support from us?')
      .selectOption('No');
    await chooseAddress(page, 'SW1A 1AA');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: "Thanks, we've got your request" }),
    ).toBeVisible();
    const reference = page.locator('.panel__reference');
    await expect(reference).toHaveText(/^HS-[0-9A-Z]{8}$/);
    expect(storedLead((await reference.innerText()).trim()).query).toBe(
      'Please refund it to my bank account.',
    );
    expect(page.problems).toEqual([]);
  });

  test('prefills the details of a customer signed in through nginx', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX}/sign-in?returnTo=${BASENAME}/complaints/gas-and-electricity`);
    await expect(page).toHaveURL(`${NGINX_AREA}/complaints/gas-and-electricity`);
    await expect(page.getByLabel('First name')).toHaveValue('Priya');
    await expect(page.getByLabel('Email address')).toHaveValue('priya.sharma@example.com');
    await expect(page.getByText('12 Beacon Street, Leeds, LS1 4AB')).toBeVisible();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(page.problems).toEqual([]);
  });

  test('shows a signed-in customer their deals', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX}/sign-in?returnTo=${BASENAME}/deals`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your deals' })).toBeVisible();
    await expect(page.getByText('Hello Priya, here are offers for you.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });
});
