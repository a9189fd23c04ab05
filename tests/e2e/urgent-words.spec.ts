import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';
import { withEnquiryDetailsGiven } from './support/complaints';

const browser = useBrowser();

/*
 * A customer who writes about a gas smell in a form is not left waiting for a reply: the number
 * to call and what to do appear above the box as they type, without stopping them sending.
 */
describe('urgent words in a form', () => {
  it('shows 0800 111 999 as a phone link as soon as "a strong smell of gas" is typed', async () => {
    const page = await browser.newPage();
    await withEnquiryDetailsGiven(page);
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.pressSequentially("there's a strong smell of gas");
    const advice = page.getByRole('region', { name: 'If you smell gas' });
    const tel = advice.getByRole('link', { name: '0800 111 999' });
    await tel.waitFor({ timeout: 1000 });
    assert.equal(await tel.getAttribute('href'), 'tel:0800111999');
    // Above the box, so it is seen before the rest of the form.
    const adviceBox = (await advice.boundingBox())!;
    const textBox = (await box.boundingBox())!;
    assert.ok(adviceBox.y + adviceBox.height <= textBox.y, 'the advice is above the box');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(`${AREA}/confirmation`);
  });

  it('says nothing urgent for an ordinary message', async () => {
    const page = await browser.newPage();
    await withEnquiryDetailsGiven(page);
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    await page
      .getByRole('textbox', { name: 'Tell us about your enquiry' })
      .fill('My top-up did not arrive on my meter.');
    assert.equal(
      await page.getByRole('link', { name: '0800 111 999' }).count(),
      1,
      'the footer only',
    );
  });
});
