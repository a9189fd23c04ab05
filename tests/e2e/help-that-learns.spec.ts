import type { Page } from '@playwright/test';
import { AREA, BASE_URL, CLIENT_ID, expect, expectNoAxeViolations, test } from './support/browser';
import { withDetailsGiven } from './support/complaints';
import { allAlive } from './support/islands';
import { BASENAME } from '../../src/config/paths';

const ARTICLE = 'meters/smart-meter-not-sending-readings';

/** Reads an answer back from the platform, as the content team's report does. */
async function fetchFeedback(id: string) {
  const res = await fetch(`${BASE_URL}/v1/article-feedback/${id}`, {
    headers: { 'X-Client-ID': CLIENT_ID },
  });
  expect(res.status, `answer ${id} should be stored`).toBe(200);
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

test.describe('Is this page useful?', () => {
  test('keeps the reason and comment of a "No" across a reload, as the forms keep theirs', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/${ARTICLE}`);
    await page.getByRole('button', { name: 'No this page is not useful' }).click();
    await page.getByRole('radio', { name: "It's out of date or wrong" }).check();
    await page.getByRole('textbox', { name: /Tell us more/ }).fill('The hub steps are old');
    await page.reload();
    await expect(page.getByRole('radio', { name: "It's out of date or wrong" })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(
      'The hub steps are old',
    );
    // The reload leaves the customer at the top of the page, not taken down to the form.
    await expect(
      page.getByRole('heading', { name: 'Help us improve this page' }),
    ).not.toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'No this page is not useful' })).toBeVisible();
    await expect(page.getByRole('radio', { name: "It's out of date or wrong" })).toHaveCount(0);
  });

  test('stores a "No" with its reason, sent by keyboard alone, and thanks the customer', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/${ARTICLE}`);
    const no = page.getByRole('button', { name: 'No this page is not useful' });
    await no.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Help us improve this page' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab'); // the first reason
    await page.keyboard.press('ArrowDown'); // "It was hard to understand"
    await page.keyboard.press('Tab');
    await page.keyboard.type('The part about the hub lost me. Call me on 07700 900123.');
    const sent = feedbackSent(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Send
    const response = await sent;
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };

    const thanks = page.getByText('Thank you for your feedback.');
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('button', { name: /this page is/ })).toHaveCount(0);
    const stored = await fetchFeedback(data.id);
    expect({
      ...stored,
      comment: undefined,
    }).toStrictEqual({
      'page-path': `${BASENAME}/${ARTICLE}`,
      'page-type': 'article',
      'page-id': ARTICLE,
      'page-title': 'Smart meter not sending readings',
      useful: false,
      reason: 'hard-to-understand',
      comment: undefined,
    });
    expect(String(stored.comment)).toMatch(/^The part about the hub lost me\. Call me on /);
    expect(String(stored.comment)).not.toMatch(/07700|900123/);

    // One answer per page per visit: back on the page, it says thank you again.
    await page.reload();
    await expect(thanks).toBeVisible();
    await expect(no).toHaveCount(0);
    expect(page.problems).toEqual([]);
  });

  test('is asked on a category page without moving anything, and answering keeps its place', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/bills-and-payments`);
    // Once alive: scrolled to the foot of the page before then, the consent banner's space can
    // settle under the customer as it appears (layout-shift.spec.ts measures the page loading).
    await allAlive(page);
    const band = page.locator('.page-feedback');
    await band.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Yes this page is useful' })).toBeVisible();
    expect(await unexpectedShift(page), 'layout shifts the customer did not cause').toBe(0);
    const before = (await band.boundingBox())!;
    const sent = feedbackSent(page);
    await page.getByRole('button', { name: 'Yes this page is useful' }).click();
    const { data } = (await (await sent).json()) as { data: { id: string } };
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    const after = (await band.boundingBox())!;
    expect(after.y).toBe(before.y);
    expect(after.height, 'the thank-you takes the question’s place').toBe(before.height);
    expect({ ...(await fetchFeedback(data.id)) }).toStrictEqual({
      'page-path': `${BASENAME}/bills-and-payments`,
      'page-type': 'category',
      'page-id': 'bills-and-payments',
      'page-title': 'Bills and payments',
      useful: true,
      reason: null,
      comment: null,
    });
    await expectNoAxeViolations(page);
  });

  test('says when the answer could not be sent, and keeps what was written', async ({
    newPage,
  }) => {
    const page = await newPage();
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
    await expect(page.getByText("Sorry, we couldn't send your answer.")).toBeVisible();
    await expect(box).toHaveValue('The prices quoted here are from last year');
    await expect(page.getByRole('radio', { name: "It's out of date or wrong" })).toBeChecked();
  });

  test('is not offered without JavaScript, which could not send it', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/bills-and-payments`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Is this page useful?')).toBeHidden();
    await expect(page.getByRole('button', { name: /this page is/ })).toHaveCount(0);
  });
});

test.describe('answers while writing', () => {
  test('suggests "Smart meter not sending readings" for the complaint, and opening it keeps every word', async ({
    newPage,
  }) => {
    const page = await newPage();
    await withDetailsGiven(page, 'pay-as-you-go');
    await page.goto(`${AREA}/complaints/pay-as-you-go/query`);
    const box = page.getByRole('textbox', { name: 'Tell us about your complaint' });
    const words = 'my smart meter has stopped sending readings';
    await box.pressSequentially(words);
    const answers = page.getByRole('complementary', { name: 'These might help straight away' });
    // The answers follow the words as they are typed ("my smart meter" alone is about getting
    // one): the first becomes the one for the whole complaint.
    const first = answers.getByRole('link').first();
    await expect(
      first.and(answers.getByRole('link', { name: 'Smart meter not sending readings' })),
    ).toBeVisible();
    await expect(first).toHaveText('Smart meter not sending readings');
    await expectNoAxeViolations(page);

    await first.click();
    await expect(page).toHaveURL(`${AREA}/${ARTICLE}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Smart meter not sending readings' }),
    ).toBeVisible();
    // Back by the page's own link…
    await page.getByRole('link', { name: 'Back to what you were writing' }).click();
    await expect(page).toHaveURL(`${AREA}/complaints/pay-as-you-go/query`);
    await expect(box).toHaveValue(words);
    // …and by the browser's.
    await first.click();
    await expect(page).toHaveURL(`${AREA}/${ARTICLE}`);
    await page.goBack();
    await expect(page).toHaveURL(`${AREA}/complaints/pay-as-you-go/query`);
    await expect(box).toHaveValue(words);
    expect(page.problems).toEqual([]);
  });

  test('tells analytics which article was shown and opened on which step, never the words', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await withDetailsGiven(page, 'enquiry-pay-as-you-go');
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.pressSequentially('my prepayment meter will not accept the top up');
    const answers = page.getByRole('complementary', { name: 'These might help straight away' });
    await expect(answers.getByRole('link').first()).toBeVisible();
    // Beside the box on a wide screen.
    const aside = (await answers.boundingBox())!;
    const field = (await box.boundingBox())!;
    expect(aside.x, 'the answers are beside the box').toBeGreaterThanOrEqual(field.x + field.width);
    await answers.getByRole('link').first().click();
    /** The data layer as analytics is given it, and the suggestions' events in it. */
    const dataLayer = async () => {
      const layer = await page.evaluate(() => JSON.stringify(window.dataLayer));
      const events = (JSON.parse(layer) as { event: string; step?: string }[]).filter((e) =>
        e.event.startsWith('suggestion_'),
      );
      return { layer, events };
    };
    await expect
      .poll(async () => (await dataLayer()).events.at(-1)?.event, {
        message: 'the last suggestion event is its opening',
      })
      .toBe('suggestion_opened');
    const { layer, events } = await dataLayer();
    expect(events.some((e) => e.event === 'suggestion_shown')).toBe(true);
    expect(events.at(-1)?.event).toBe('suggestion_opened');
    expect(events.every((e) => e.step === '/complaints/enquiry-pay-as-you-go/query')).toBe(true);
    expect(layer).not.toMatch(/accept the top/);
  });
});
