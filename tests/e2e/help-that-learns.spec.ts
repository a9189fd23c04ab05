import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AREA, BASE_URL, CLIENT_ID, expectNoAxeViolations, useBrowser } from './support/browser';
import { withDetailsGiven } from './support/complaints';
import { allAlive } from './support/islands';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();

const ARTICLE = 'meters/smart-meter-not-sending-readings';

/** Reads an answer back from the platform, as the content team's report does. */
async function fetchFeedback(id: string) {
  const res = await fetch(`${BASE_URL}/v1/article-feedback/${id}`, {
    headers: { 'X-Client-ID': CLIENT_ID },
  });
  assert.equal(res.status, 200, `answer ${id} should be stored`);
  return ((await res.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

const feedbackSent = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/v1/article-feedback') && r.request().method() === 'POST',
  );

/** Layout shifts the customer did not cause, so far (Cumulative Layout Shift's entries). */
const unexpectedShift = (page: Page) =>
  page.evaluate(
    () =>
      // After the next frame is drawn (its shifts are recorded then), every shift so far, at once.
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[];
            observer.disconnect();
            resolve(entries.filter((e) => !e.hadRecentInput).reduce((n, e) => n + e.value, 0));
          }),
        );
      }),
  );

describe('Is this page useful?', () => {
  it('stores a "No" with its reason, sent by keyboard alone, and thanks the customer', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/${ARTICLE}`);
    const no = page.getByRole('button', { name: 'No this page is not useful' });
    await no.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Help us improve this page' });
    await heading.waitFor();
    assert.equal(await heading.evaluate((h) => h === document.activeElement), true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab'); // the first reason
    await page.keyboard.press('ArrowDown'); // "It was hard to understand"
    await page.keyboard.press('Tab');
    await page.keyboard.type('The part about the hub lost me. Call me on 07700 900123.');
    const sent = feedbackSent(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Send
    const response = await sent;
    assert.equal(response.status(), 201);
    const { data } = (await response.json()) as { data: { id: string } };

    const thanks = page.getByText('Thank you for your feedback.');
    await thanks.waitFor();
    assert.equal(await page.getByRole('button', { name: /this page is/ }).count(), 0);
    const stored = await fetchFeedback(data.id);
    assert.deepEqual(
      {
        ...stored,
        comment: undefined,
      },
      {
        'page-path': `${BASENAME}/${ARTICLE}`,
        'page-type': 'article',
        'page-id': ARTICLE,
        'page-title': 'Smart meter not sending readings',
        useful: false,
        reason: 'hard-to-understand',
        comment: undefined,
      },
    );
    assert.match(String(stored.comment), /^The part about the hub lost me\. Call me on /);
    assert.doesNotMatch(String(stored.comment), /07700|900123/);

    // One answer per page per visit: back on the page, it says thank you again.
    await page.reload();
    await thanks.waitFor();
    assert.equal(await no.count(), 0);
    assert.deepEqual(page.problems, []);
  });

  it('is asked on a category page without moving anything, and answering keeps its place', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/bills-and-payments`);
    // Once alive: scrolled to the foot of the page before then, the consent banner's space can
    // settle under the customer as it appears (layout-shift.spec.ts measures the page loading).
    await allAlive(page);
    const band = page.locator('.page-feedback');
    await band.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Yes this page is useful' }).waitFor();
    assert.equal(await unexpectedShift(page), 0);
    const before = (await band.boundingBox())!;
    const sent = feedbackSent(page);
    await page.getByRole('button', { name: 'Yes this page is useful' }).click();
    const { data } = (await (await sent).json()) as { data: { id: string } };
    await page.getByText('Thank you for your feedback.').waitFor();
    const after = (await band.boundingBox())!;
    assert.equal(after.y, before.y);
    assert.equal(after.height, before.height, 'the thank-you takes the question’s place');
    assert.deepEqual(
      { ...(await fetchFeedback(data.id)) },
      {
        'page-path': `${BASENAME}/bills-and-payments`,
        'page-type': 'category',
        'page-id': 'bills-and-payments',
        'page-title': 'Bills and payments',
        useful: true,
        reason: null,
        comment: null,
      },
    );
    await expectNoAxeViolations(page);
  });

  it('says when the answer could not be sent, and keeps what was written', async () => {
    const page = await browser.newPage();
    await page.route('**/v1/article-feedback', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/vnd.api+json',
        body: '{"errors":[]}',
      }),
    );
    await page.goto(`${AREA}/${ARTICLE}`);
    await page.getByRole('button', { name: 'No this page is not useful' }).click();
    await page.getByRole('radio', { name: "It's out of date or wrong" }).check();
    const box = page.getByRole('textbox', { name: /Tell us more/ });
    await box.fill('The prices quoted here are from last year');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText("Sorry, we couldn't send your answer.").waitFor();
    assert.equal(await box.inputValue(), 'The prices quoted here are from last year');
    assert.equal(
      await page.getByRole('radio', { name: "It's out of date or wrong" }).isChecked(),
      true,
    );
  });

  it('is not offered without JavaScript, which could not send it', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/bills-and-payments`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByText('Is this page useful?').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: /this page is/ }).count(), 0);
  });
});

describe('answers while writing', () => {
  it('suggests "Smart meter not sending readings" for the complaint, and opening it keeps every word', async () => {
    const page = await browser.newPage();
    await withDetailsGiven(page, 'pay-as-you-go');
    await page.goto(`${AREA}/complaints/pay-as-you-go/query`);
    const box = page.getByRole('textbox', { name: 'Tell us about your complaint' });
    const words = 'my smart meter has stopped sending readings';
    await box.pressSequentially(words);
    const answers = page.getByRole('complementary', { name: 'These might help straight away' });
    // The answers follow the words as they are typed ("my smart meter" alone is about getting
    // one): the first becomes the one for the whole complaint.
    const first = answers.getByRole('link').first();
    await first
      .and(answers.getByRole('link', { name: 'Smart meter not sending readings' }))
      .waitFor();
    assert.equal(await first.textContent(), 'Smart meter not sending readings');
    await expectNoAxeViolations(page);

    await first.click();
    await page.waitForURL(`${AREA}/${ARTICLE}`);
    await page
      .getByRole('heading', { level: 1, name: 'Smart meter not sending readings' })
      .waitFor();
    // Back by the page's own link…
    await page.getByRole('link', { name: 'Back to what you were writing' }).click();
    await page.waitForURL(`${AREA}/complaints/pay-as-you-go/query`);
    assert.equal(await box.inputValue(), words);
    // …and by the browser's.
    await first.click();
    await page.waitForURL(`${AREA}/${ARTICLE}`);
    await page.goBack();
    await page.waitForURL(`${AREA}/complaints/pay-as-you-go/query`);
    assert.equal(await box.inputValue(), words);
    assert.deepEqual(page.problems, []);
  });

  it('tells analytics which article was shown and opened on which step, never the words', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await withDetailsGiven(page, 'enquiry-pay-as-you-go');
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.pressSequentially('my prepayment meter will not accept the top up');
    const answers = page.getByRole('complementary', { name: 'These might help straight away' });
    await answers.getByRole('link').first().waitFor();
    // Beside the box on a wide screen.
    const aside = (await answers.boundingBox())!;
    const field = (await box.boundingBox())!;
    assert.ok(aside.x >= field.x + field.width, 'the answers are beside the box');
    await answers.getByRole('link').first().click();
    const layer = await page.evaluate(() => JSON.stringify(window.dataLayer));
    const events = (JSON.parse(layer) as { event: string; step?: string }[]).filter((e) =>
      e.event.startsWith('suggestion_'),
    );
    assert.ok(events.some((e) => e.event === 'suggestion_shown'));
    assert.equal(events.at(-1)?.event, 'suggestion_opened');
    assert.ok(events.every((e) => e.step === '/complaints/enquiry-pay-as-you-go/query'));
    assert.doesNotMatch(layer, /accept the top/);
  });
});
