/**
 * Nothing of a sent message comes back after sign-out (issue 48): a customer signs in, sends an
 * enquiry, reads its confirmation (their email address and their words), signs out from the
 * header, and presses Back, then Forward. The confirmation's copy is kept only where sign-out
 * clears it (the tab's drafts), never in the history entry's state, which the browser keeps.
 */
import { BASENAME, paths } from '../../src/config/paths';
import { AREA, BASE_URL, expect, test } from './support/browser';

const EMAIL = 'priya.sharma@example.com';
const MESSAGE = 'Please check the reading on my meter from last Tuesday.';

test('Back and Forward after sign-out show nothing of the message sent', async ({ newPage }) => {
  const page = await newPage();
  await page.goto(
    `${BASE_URL}/sign-in?returnTo=${BASENAME}/complaints/enquiry-gas-and-electricity`,
  );
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expect(page.getByText('12 Beacon Street, Leeds, LS1 4AB')).toBeVisible();
  await page
    .getByLabel('Would you like us to record that you may need extra support from us?')
    .selectOption('No');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${AREA}/complaints/enquiry-gas-and-electricity/query`);
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /Tell us about your/ }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send enquiry' }).click();

  const sent = page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' });
  await expect(sent).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByText(EMAIL).first()).toBeVisible();
  // Not in the history entry: the browser would keep it past sign-out.
  expect(JSON.stringify(await page.evaluate(() => history.state))).not.toContain(EMAIL);

  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Sign-out comes back to the page it was asked from: Back, Forward and Back again each open
  // the confirmation's entries, and each says it cannot show the message.
  const cannotShow = page.getByRole('heading', {
    level: 1,
    name: "We can't show this confirmation",
  });
  for (const move of ['back', 'forward', 'back'] as const) {
    await (move === 'back' ? page.goBack() : page.goForward());
    await expect(page).toHaveURL(`${AREA}${paths.confirmation()}`);
    await expect(cannotShow).toBeVisible();
    await expect(page.locator('body')).not.toContainText(MESSAGE);
    await expect(page.locator('body')).not.toContainText(EMAIL);
  }
  expect(page.problems).toEqual([]);
});
