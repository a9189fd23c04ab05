/**
 * "Your messages" (issue 51): a signed-in customer sends a complaint, sees it in Your messages,
 * watches it move as the stand-in's clock moves (POST /stand-in/clock, never a wait), adds a
 * line to it (after failing once offline), and sees the Energy Ombudsman's line when 8 weeks
 * pass; another customer and a wrong email see nothing of it; sign-out and the idle time-out
 * leave nothing of it in the tab; without JavaScript each page says what it needs.
 */
import type { Page } from '@playwright/test';
import { BASENAME, paths } from '../../src/config/paths';
import { STAND_IN_CLOCK_PATH } from '../../server/clock';
import { otherDemoCustomer } from '../../server/demo-customer';
import { STAND_IN_REPLY, STAND_IN_SCRIPT } from '../../server/messages';
import {
  AREA,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  test,
} from './support/browser';
import { whenLive } from './support/islands';
import { layoutProblems } from './support/layout';

const EMAIL = 'priya.sharma@example.com';
const COMPLAINT = 'My last bill used an estimate of 9,999 units, far more than I ever use.';
const ADDITION = 'The new bill came today: £412, still on an estimate.';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** The stand-in's clock moved on, as its advisers' work would take that long. */
async function forward(ms: number) {
  const res = await fetch(
    `${BASE_URL}${STAND_IN_CLOCK_PATH}?forwardMinutes=${Math.ceil(ms / 60_000)}`,
    {
      method: 'POST',
    },
  );
  expect(res.status).toBe(200);
}

/** Signed in as the demo customer (or another), sending a complaint through the forms. */
async function sendComplaint(page: Page) {
  await page.goto(
    `${BASE_URL}/sign-in?returnTo=${BASENAME}${paths.complaintDetails('gas-and-electricity')}`,
  );
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await page
    .getByLabel('Would you like us to record that you may need extra support from us?')
    .selectOption('No');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
  await page.getByRole('textbox', { name: 'Tell us about your complaint' }).fill(COMPLAINT);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const reference = page.locator('.panel__reference');
  await expect(reference).toHaveText(/^HS-/);
  return (await reference.textContent())!;
}

/** The message's card in Your messages. */
const card = (page: Page, reference: string) =>
  page.getByRole('listitem').filter({ hasText: reference });

const statusOf = (page: Page, reference: string) =>
  card(page, reference).getByRole('definition').first();

for (const viewport of VIEWPORTS) {
  test(`a complaint followed from sending to 8 weeks, and added to, at ${viewport.width} px`, async ({
    newPage,
  }) => {
    const page = await newPage({ viewport });
    const reference = await sendComplaint(page);
    // The cookie banner floats over the page by design (measured by consent-banner.spec.ts):
    // answered and hidden, as a customer would, so the layout checks see the page itself.
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    await page.getByRole('button', { name: 'Hide cookie message' }).click();

    // From the confirmation to Your messages: there, received.
    await page.getByRole('link', { name: 'See where it stands in Your messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your messages' })).toBeVisible();
    await expect(statusOf(page, reference)).toHaveText('Received');
    await expect(card(page, reference).getByRole('link')).toHaveText(
      'Complaint: Dispute Bill/Balance',
    );
    await expectNoAxeViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // Its status moves as the stand-in's clock moves.
    await forward(STAND_IN_SCRIPT.acknowledgedAfterMs);
    await page.reload();
    await expect(statusOf(page, reference)).toHaveText('Being looked at');
    await forward(STAND_IN_SCRIPT.replyAfterMs);
    await page.reload();
    await expect(statusOf(page, reference)).toHaveText('We replied');

    // The message in full: the timeline, our reply as text.
    await card(page, reference).getByRole('link').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complaint: Dispute Bill/Balance' }),
    ).toBeVisible();
    const timeline = page.getByRole('region', { name: 'What has happened' }).getByRole('listitem');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(2)).toContainText('We replied');
    await expect(timeline.nth(2).locator('time')).toHaveAttribute('datetime', /T/);
    // The stand-in's reply (HTML), shown as its text.
    await expect(timeline.nth(2)).toContainText(STAND_IN_REPLY.match(/<p>([^<]+)/)![1]!.trim());
    await expect(timeline.nth(2).locator('.timeline__reply p')).toHaveCount(2);
    await expectNoAxeViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // Add to it, by keyboard: offline first, then once back online, the same text sent again.
    const box = page.getByRole('textbox', { name: 'What do you want to add?' });
    await box.focus();
    await page.keyboard.type(ADDITION);
    await page.context().setOffline(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add to this complaint' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').getByText("You're offline, so this hasn't been sent"),
    ).toBeVisible();
    await expect(box).toHaveValue(ADDITION);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Add to this complaint' }).click();
    await expect(page.getByRole('status')).toHaveText(/Added to your complaint\./);
    await expect(box).toHaveValue('');
    await expect(timeline).toHaveCount(4);
    await expect(timeline.nth(3)).toContainText('You added');
    await expect(timeline.nth(3)).toContainText(ADDITION);

    // No new complaint, no clock restarted: still one message with this reference, sent when it was.
    await page.getByRole('link', { name: 'Your messages' }).first().click();
    await expect(card(page, reference)).toHaveCount(1);

    // 8 weeks on, still open: the Ombudsman's line, with its date and link.
    await forward(57 * 24 * 60 * 60_000);
    await page.reload();
    await expect(statusOf(page, reference)).toHaveText(
      '8 weeks reached: you can go to the Energy Ombudsman',
    );
    await expect(
      card(page, reference).getByRole('link', { name: 'Contact the Energy Ombudsman' }),
    ).toHaveAttribute('href', 'https://www.energyombudsman.org/');
    await expectNoAxeViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    // What the offline attempt logged (without what was typed), and nothing else.
    const offline = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to add to a message/;
    expect(page.problems.filter((p) => !offline.test(p))).toEqual([]);
    expect(page.problems.join('\n')).not.toContain(ADDITION);
  });
}

test('another customer and a wrong email see nothing of a message', async ({ newPage }) => {
  const priya = await newPage();
  const reference = await sendComplaint(priya);

  const tom = await newPage();
  await tom.goto(
    `${BASE_URL}/sign-in?as=${otherDemoCustomer.id}&returnTo=${BASENAME}${paths.messages()}`,
  );
  await expect(
    tom.getByRole('heading', { name: "You haven't sent us any messages yet" }),
  ).toBeVisible();
  await tom.goto(`${AREA}${paths.message(reference)}`);
  await expect(
    tom.getByRole('heading', { level: 1, name: "We can't find this message" }),
  ).toBeVisible();
  await expect(tom.locator('body')).not.toContainText(COMPLAINT);

  // Checked without signing in: a wrong email finds nothing; the right one, status and dates only.
  const visitor = await newPage();
  await visitor.goto(`${AREA}${paths.checkMessage()}`);
  await visitor.getByRole('textbox', { name: 'Reference number' }).fill(reference);
  await visitor.getByRole('textbox', { name: 'Email address' }).fill('someone.else@example.com');
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(visitor.getByRole('alert')).toContainText(
    "We can't find a message with that reference number and email address.",
  );
  await visitor.getByRole('textbox', { name: 'Email address' }).fill(EMAIL.toUpperCase());
  await visitor.getByRole('button', { name: 'Check' }).click();
  const result = visitor.getByRole('region', { name: 'Your complaint' });
  await expect(result).toContainText(reference);
  for (const hidden of [COMPLAINT, EMAIL, 'Priya', 'Dispute Bill']) {
    await expect(visitor.locator('main')).not.toContainText(hidden);
  }
  await expectNoAxeViolations(visitor);
});

/** What the tab keeps in its storage and caches, as one text. */
const keptInTab = (page: Page) =>
  page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(request.url);
    }
    return JSON.stringify({ ...localStorage, ...sessionStorage, cached });
  });

test('sign-out leaves nothing of a message in the tab, its storage or the service worker', async ({
  newPage,
}) => {
  const page = await newPage({ serviceWorkers: 'allow' });
  const reference = await sendComplaint(page);
  await page.goto(`${AREA}${paths.message(reference)}`);
  await expect(page.getByText(COMPLAINT)).toBeVisible();
  await page.getByRole('textbox', { name: 'What do you want to add?' }).fill(ADDITION);
  // Signed in: nothing of it on the device (localStorage) nor in the service worker's caches;
  // the tab's session keeps the confirmation's copy and the draft until sign-out (decision 039).
  const kept = await keptInTab(page);
  expect(kept).not.toContain('/v1/leads');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(COMPLAINT);

  // Sign-out comes back to this page, which sends a signed-out customer to sign in: held here
  // (the local sign-in would sign them straight back in), as the provider's sign-in page.
  const signInPage = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await page.route(`${BASE_URL}/sign-in**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sign in</title><h1>Sign in</h1>' }),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expect(signInPage).toBeVisible();
  const left = await keptInTab(page);
  for (const text of [COMPLAINT, ADDITION, reference, EMAIL, '/v1/leads']) {
    expect(left, `${text} is not left in the tab`).not.toContain(text);
  }

  // Back to the message: it is not shown again; the page sends them to sign in once more.
  await page.goBack();
  await expect(signInPage).toBeVisible();
  await expect(page.locator('body')).not.toContainText(COMPLAINT);
});

test('the idle time-out signs the customer out and leaves nothing of their messages', async ({
  newPage,
}) => {
  const page = await newPage();
  const reference = await sendComplaint(page);
  await page.clock.install();
  await page.goto(`${AREA}${paths.message(reference)}`);
  await expect(page.getByText(COMPLAINT)).toBeVisible();
  await page.getByRole('textbox', { name: 'What do you want to add?' }).fill(ADDITION);
  await page.clock.fastForward('16:00');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(`${AREA}/`);
  // The home page is built signed out: what the customer left goes once its code has run.
  await whenLive(page);
  const left = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const text of [COMPLAINT, ADDITION, reference, EMAIL]) expect(left).not.toContain(text);
});

test('without JavaScript, each page says what it needs and how else to reach us', async ({
  newPage,
}) => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${AREA}${paths.messages()}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'sign in' })).toHaveAttribute(
    'href',
    `/sign-in?returnTo=${encodeURIComponent(`${BASENAME}${paths.messages()}`)}`,
  );
  await expect(page.getByRole('region', { name: 'Other ways to get help' })).toBeVisible();
  await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}${paths.messages()}`);

  await page.goto(`${AREA}${paths.checkMessage()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check a message' })).toBeVisible();
  await expect(page.getByText(/This form needs JavaScript/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check' })).toBeHidden();
  await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}${paths.checkMessage()}`);
});
