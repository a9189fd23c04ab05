import { AREA, expect, expectNoAxeViolations, fetchLead, test } from './support/browser';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test.describe('meter readings, switched off (the default)', () => {
  test('says the form is no longer available and links to /meterreads', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/submit-meter-read`);
    await expect(
      page.getByText(
        "We're sorry the online form to submit meter readings is no longer available",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Give us your meter readings' })).toHaveAttribute(
      'href',
      '/meterreads',
    );
    await expect(page.locator('form')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('thanks the customer on the confirm page', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/submit-meter-read-confirm`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thanks for your meter readings' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('meter readings, switched on', () => {
  test('sends a dual-fuel Economy 7 reading that the platform stores as a price-cap lead', async ({
    newPage,
    flagged,
  }) => {
    const page = await newPage();
    await page.goto(`${flagged.area}/submit-meter-read`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Submit a meter reading' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send readings' }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Enter your first name' }),
    ).toBeVisible();
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
    await expect(page.getByLabel('Electricity reading')).toHaveCount(0);
    await page.getByLabel('Date you took the readings').fill(today());
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/v1/leads') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send readings' }).click();
    const { data } = (await (await posted).json()) as { data: { id: string } };
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thanks for your meter readings' }),
    ).toBeVisible();

    const stored = fetchLead(data.id, { flagged: true });
    const a = stored.data.attributes;
    expect(a.topic).toBe('PriceCapMeterRead');
    expect(a.title).toBe('Dr');
    expect(a.email).toBeNull();
    expect(a.MPRN).toBeNull();
    expect(a.query).toBeNull();
    expect(a['additional-information']).toStrictEqual({
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

  test('fills the form from the query string, then takes it out of the address bar', async ({
    newPage,
    flagged,
  }) => {
    const page = await newPage();
    await page.goto(
      `${flagged.area}/submit-meter-read?first_name=Ann&last_name=Lee&telephone=07700900321&fuel=Gas&gas_account_number=A12345&gas_reading=4321&reading_date=${today()}`,
    );
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ann');
    await expect(page.getByLabel('Gas', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Gas reading')).toHaveValue('4321');
    await expect(page.getByLabel('Date you took the readings')).toHaveValue(today());
    await expect(page.getByLabel('Electricity customer number')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.search === '');
    await expectNoAxeViolations(page);
  });

  test('shows the technical issues alert and keeps the readings when sending fails', async ({
    newPage,
    flagged,
  }) => {
    const page = await newPage();
    await page.goto(
      `${flagged.area}/submit-meter-read?first_name=Ann&last_name=Lee&telephone=07700900321&fuel=Electricity&elec_account_number=A12345&elec_reading=98765&reading_date=${today()}`,
    );
    await page.route('**/v1/leads', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Send readings' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByText("Sorry, we're having technical issues right now")).toBeVisible();
    await expect(
      alert.getByText(
        "We can't take your readings at the moment. Please keep a note of them and try again over the next few days.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Electricity reading')).toHaveValue('98765');
    await expectNoAxeViolations(page);
  });
});
