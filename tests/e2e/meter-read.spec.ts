import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, expectNoAxeViolations, fetchLead, useBrowser } from './support/browser';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();
const FLAGGED = process.env.FLAGGED_BASE_URL!;
const FLAGGED_AREA = `${FLAGGED}${BASENAME}`;
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('meter readings, switched off (the default)', () => {
  it('says the form is no longer available and links to /meterreads', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/submit-meter-read`);
    await page
      .getByText("We're sorry the online form to submit meter readings is no longer available", {
        exact: true,
      })
      .waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Give us your meter readings' }).getAttribute('href'),
      '/meterreads',
    );
    assert.equal(await page.locator('form').count(), 0);
    await expectNoAxeViolations(page);
  });

  it('thanks the customer on the confirm page', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/submit-meter-read-confirm`);
    await page.getByRole('heading', { level: 1, name: 'Thanks for your meter readings' }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('meter readings, switched on', () => {
  it('sends a dual-fuel Economy 7 reading that the platform stores as a price-cap lead', async () => {
    const page = await browser.newPage();
    await page.goto(`${FLAGGED_AREA}/submit-meter-read`);
    await page.getByRole('heading', { level: 1, name: 'Submit a meter reading' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send readings' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Enter your first name' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Title (optional)').selectOption('Dr');
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Phone number').fill('07700 900321');
    await page.getByLabel('Gas and electricity').check();
    await page.getByLabel('Gas customer number').fill('A12345');
    await page.getByLabel('Gas reading').fill('01234');
    await page.getByLabel('Electricity customer number').fill('BGX1234');
    await page.getByLabel('Yes').check();
    await page.getByLabel('Normal (day) reading').fill('123456');
    await page.getByLabel('Low (night) reading').fill('654321');
    assert.equal(await page.getByLabel('Electricity reading').count(), 0);
    await page.getByLabel('Date you took the readings').fill(today());
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/v1/leads') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send readings' }).click();
    const { data } = (await (await posted).json()) as { data: { id: string } };
    await page.getByRole('heading', { level: 1, name: 'Thanks for your meter readings' }).waitFor();

    const stored = fetchLead(data.id, { flagged: true });
    const a = stored.data.attributes;
    assert.equal(a.topic, 'PriceCapMeterRead');
    assert.equal(a.title, 'Dr');
    assert.equal(a.email, null);
    assert.equal(a.MPRN, null);
    assert.equal(a.query, null);
    assert.deepEqual(a['additional-information'], {
      Telephone: '07700 900321',
      Fuel: 'Gas and Electricity',
      Company: 'Price-cap',
      ReadingDate: today(),
      ElecAccountNumber: 'BGX1234',
      IsEconomy7: true,
      Economy7NormalReading: '123456',
      Economy7LowReading: '654321',
      GasAccountNumber: 'A12345',
      GasReading: '01234',
    });
  });

  it('fills the form from the query string, then takes it out of the address bar', async () => {
    const page = await browser.newPage();
    await page.goto(
      `${FLAGGED_AREA}/submit-meter-read?first_name=Ann&last_name=Lee&telephone=07700900321&fuel=Gas&gas_account_number=A12345&gas_reading=4321&reading_date=${today()}`,
    );
    await page.getByLabel('First name').waitFor();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Ann');
    assert.equal(await page.getByLabel('Gas', { exact: true }).isChecked(), true);
    assert.equal(await page.getByLabel('Gas reading').inputValue(), '4321');
    assert.equal(await page.getByLabel('Date you took the readings').inputValue(), today());
    assert.equal(await page.getByLabel('Electricity customer number').count(), 0);
    assert.equal(new URL(page.url()).search, '');
    await expectNoAxeViolations(page);
  });

  it('shows the technical issues alert and keeps the readings when sending fails', async () => {
    const page = await browser.newPage();
    await page.goto(
      `${FLAGGED_AREA}/submit-meter-read?first_name=Ann&last_name=Lee&telephone=07700900321&fuel=Electricity&elec_account_number=A12345&elec_reading=98765&reading_date=${today()}`,
    );
    await page.route('**/v1/leads', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Send readings' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText("Sorry, we're having technical issues right now").waitFor();
    await alert
      .getByText(
        "We can't take your readings at the moment. Please keep a note of them and try again over the next few days.",
      )
      .waitFor();
    assert.equal(await page.getByLabel('Electricity reading').inputValue(), '98765');
    await expectNoAxeViolations(page);
  });
});
