import type { Locator, Page } from '@playwright/test';
import { paths, BASENAME } from '../../src/config/paths';
import {
  AREA,
  expect,
  expectNoAxeViolations,
  offlineReady,
  test,
  type NewPage,
} from './support/browser';
import { whenLive } from './support/islands';

const START = `${AREA}/emergencies/no-supply`;

/** A page offline after a first visit to the landing page only (the service worker's kept pages). */
async function offlineAfterLanding(newPage: NewPage) {
  const page = await newPage({ serviceWorkers: 'allow' });
  await page.goto(`${AREA}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await offlineReady(page);
  await page.context().setOffline(true);
  return page;
}

/** Each outcome of the check, the answers that reach it, and the number it gives. */
type Shown = { tel: string } | { link: string } | { text: string };
const JOURNEYS: { answers: string[]; outcome: string; address: string; shows: Shown }[] = [
  {
    answers: ['Electricity', 'Yes, theirs is off too'],
    outcome: "It's probably a power cut: call 105",
    address: `${paths.noSupplyStep('power-cut')}?others=yes`,
    shows: { tel: 'tel:105' },
  },
  {
    answers: ['Gas', 'Yes'],
    outcome: 'Call the gas emergency number now: 0800 111 999',
    address: `${paths.noSupplyStep('gas-emergency')}?smell=yes`,
    shows: { tel: 'tel:0800111999' },
  },
  {
    answers: ['Gas', 'No', 'Yes, theirs is off too'],
    outcome: 'The gas is off in your area: call 0800 111 999',
    address: `${paths.noSupplyStep('gas-network')}?others=yes`,
    shows: { tel: 'tel:0800111999' },
  },
  {
    answers: ['Electricity', "No, it's only my home", 'I pay as you go and the credit has run out'],
    outcome: 'Top up your electricity meter, or use emergency credit',
    address: `${paths.noSupplyStep('top-up-electricity')}?credit=none`,
    shows: { link: 'Ways to top up' },
  },
  {
    answers: ['Gas', 'No', "I can't tell", 'I pay as you go and the credit has run out'],
    outcome: 'Top up your gas meter, or use emergency credit',
    address: `${paths.noSupplyStep('top-up-gas')}?credit=none`,
    shows: { link: 'Using emergency credit' },
  },
  {
    answers: [
      'Electricity',
      "I can't tell",
      'I pay as you go and there is credit',
      'Yes, a switch has tripped',
    ],
    outcome: 'Reset the tripped switch safely',
    address: `${paths.noSupplyStep('reset-switch')}?switch=yes`,
    shows: { text: 'Push the tripped switch back to ON.' },
  },
  {
    answers: [
      'Both gas and electricity',
      'No',
      "No, it's only my home",
      "I don't pay as you go: I get a bill",
      'No, all the switches are on',
    ],
    outcome: 'It may be a fault with your meter: call us',
    address: `${paths.noSupplyStep('meter-fault-electricity')}?switch=no`,
    // The 24-hour meter-fault number is unset (content/contact.json): the meter line that is set.
    shows: { tel: 'tel:03308083880' },
  },
  {
    answers: ['Gas', 'No', "No, it's only my home", "I don't pay as you go: I get a bill"],
    outcome: 'It may be a fault with your meter: call us',
    address: `${paths.noSupplyStep('meter-fault-gas')}?credit=bill`,
    shows: { tel: 'tel:03308083880' },
  },
];

/** What an outcome gives: a number to call, a link or its words. */
const shown = (main: Locator, what: Shown) =>
  'tel' in what
    ? main.locator(`a[href="${what.tel}"]`).first()
    : 'link' in what
      ? main.getByRole('link', { name: what.link })
      : main.getByText(what.text);

const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Tab from wherever the focus is until it reaches what the selector names. */
async function tabTo(page: Page, selector: string) {
  let reached = false;
  for (let i = 0; i < 60 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await focusedIs(page, selector);
  }
  expect(reached, `Tab never reached ${selector} on ${page.url()}`).toBe(true);
}

/** The question's Continue button, which has the focus. */
const expectContinueFocused = (page: Page, message?: string) =>
  expect(page.getByRole('button', { name: 'Continue', exact: true }), message).toBeFocused();

/** Answers the page's question by keyboard alone: into the radios, arrows, Tab, Enter. */
async function answerByKeyboard(page: Page, label: string) {
  const group = page.getByRole('group');
  await expect(group.getByRole('heading', { level: 1 })).toBeVisible();
  // The question that has this answer, drawn, before its answers are read.
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeVisible();
  const labels = await group
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
  const index = labels.indexOf(label);
  expect(
    index,
    `"${label}" is not an answer on ${page.url()} (${labels.join(', ')})`,
  ).toBeGreaterThanOrEqual(0);
  // Tab enters the radios at the one chosen, or the first; arrows move and choose; Space chooses.
  await tabTo(page, 'input[type=radio]');
  const at = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.indexOf(document.activeElement as HTMLInputElement));
  for (let i = at; i < index; i += 1) await page.keyboard.press('ArrowDown');
  for (let i = at; i > index; i -= 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expectContinueFocused(page, 'Tab goes from the answers to Continue');
  const before = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(before);
}

/** Every journey of the check, by keyboard, to its outcome: its heading, why, and what it gives. */
async function expectEveryOutcomeReached(page: Page) {
  for (const journey of JOURNEYS) {
    await page.goto(START);
    for (const answer of journey.answers) await answerByKeyboard(page, answer);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: journey.outcome })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Why' })).toBeVisible();
    // The page as the build wrote it, whatever answers its address carries (offline too: the
    // service worker's kept copy), not the app shell rendered over in the browser.
    await expect(page.locator('#root[data-shell]'), `${page.url()} as built`).toHaveCount(0);
    await expect(shown(main, journey.shows)).toBeVisible();
    await expect(page).toHaveURL(`${AREA}${journey.address}`);
  }
}

/** Continue with nothing chosen: GOV.UK's error summary, focused, and the message beside. */
async function expectWhatIsMissingSaid(page: Page) {
  await page.goto(START);
  await expect(page.getByRole('heading', { level: 1, name: 'What has gone off?' })).toBeVisible();
  await tabTo(page, 'form button');
  await expectContinueFocused(page);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert');
  await expect(summary.getByText('There is a problem')).toBeVisible();
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(page).toHaveTitle(/^Error: What has gone off\?/);
  await expect(
    page
      .getByRole('group', { name: 'What has gone off?' })
      .getByText('Error: Select what has gone off'),
  ).toBeVisible();
  // And from there the check goes on.
  await answerByKeyboard(page, 'Gas');
  await expect(page.getByRole('heading', { level: 1, name: 'Can you smell gas?' })).toBeVisible();
}

test.describe('the "No power or no gas?" check', () => {
  test('reaches each outcome by keyboard, with its number and why', async ({ newPage }) => {
    const page = await newPage();
    await expectEveryOutcomeReached(page);
    expect(page.problems).toEqual([]);
  });

  test('reaches each outcome by keyboard with JavaScript off', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await expectEveryOutcomeReached(page);
  });

  test('goes on by Enter on the answer chosen, as GOV.UK question pages do, with and without JavaScript', async ({
    newPage,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage({ javaScriptEnabled });
      await page.goto(START);
      if (javaScriptEnabled) await whenLive(page);
      // Enter on an answer with none chosen says what is missing.
      await tabTo(page, 'input[type=radio]');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').getByText('Select what has gone off')).toBeVisible();
      await expect(page).toHaveTitle(/^Error: What has gone off\?/);
      // Arrows choose; Enter goes on to where that answer leads, with the answer in the address
      // (without JavaScript, through the question's answer address: the servers send it on).
      if (javaScriptEnabled) await whenLive(page);
      await tabTo(page, 'input[type=radio]');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Gas', exact: true })).toBeChecked();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Can you smell gas?' }),
      ).toBeVisible();
      await expect(page).toHaveURL(`${AREA}/emergencies/no-supply/gas-smell?supply=gas`);
      // And on, by Enter, to an outcome.
      await tabTo(page, 'input[type=radio]');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: JOURNEYS[1]!.outcome }),
      ).toBeVisible();
      await expect(page).toHaveURL(`${AREA}/emergencies/no-supply/gas-emergency?smell=yes`);
      expect(page.problems).toEqual([]);
    }
  });

  test("sends an answer address on to the answer's page, offline too", async ({ newPage }) => {
    const page = await offlineAfterLanding(newPage);
    // What Enter on "Electricity" sends before the page is alive.
    await page.goto(`${START}/supply-answer?supply=electricity`);
    await expect(
      page.getByRole('heading', { level: 1, name: "Is anyone else's power off?" }),
    ).toBeVisible();
    await expect(page).toHaveURL(
      `${AREA}/emergencies/no-supply/electricity-others?supply=electricity`,
    );
    // No answer, or one the question does not have: the question, saying what is missing.
    await page.goto(`${START}/electricity-switch-answer?switch=maybe`);
    await expect(
      page.getByRole('alert').getByText('Select yes if a switch in your fuse box has tripped'),
    ).toBeVisible();
    await expect(page).toHaveURL(
      `${AREA}/emergencies/no-supply/electricity-switch-unanswered?switch=maybe`,
    );
  });

  test('says what is missing when Continue is pressed with nothing chosen, with and without JavaScript', async ({
    newPage,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage({ javaScriptEnabled });
      await expectWhatIsMissingSaid(page);
    }
  });

  test('reaches each outcome offline, after a first visit to the landing page only', async ({
    newPage,
  }) => {
    const page = await offlineAfterLanding(newPage);
    await expectEveryOutcomeReached(page);
    await expectWhatIsMissingSaid(page);
  });

  test('goes Back to the previous question with its answer, by the browser and by the Back link', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(START);
    await answerByKeyboard(page, 'Electricity');
    await answerByKeyboard(page, "No, it's only my home");
    await expect(
      page.getByRole('heading', { level: 1, name: 'Do you pay as you go, and is there credit?' }),
    ).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: "Is anyone else's power off?" }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: "No, it's only my home" }),
      'the answer is still chosen',
    ).toBeChecked();
    // Continue again goes on from the same answer.
    await tabTo(page, 'form button');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Do you pay as you go, and is there credit?' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${AREA}/emergencies/no-supply/electricity-credit?others=no`);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: "Is anyone else's power off?" }),
    ).toBeVisible();
  });

  test('is offered from Emergencies, the power cut article and search', async ({ newPage }) => {
    const page = await newPage();
    for (const [path, name] of [
      ['/emergencies', 'No power or no gas?'],
      ['/emergencies/power-cut', 'Answer a few questions'],
      ['/pay-as-you-go/no-supply-pay-as-you-go', 'answer a few questions'],
      ['/search?q=no%20electricity', 'No power or no gas? Find out why'],
    ] as const) {
      await page.goto(`${AREA}${path}`);
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(link.first()).toHaveAttribute('href', `${BASENAME}/emergencies/no-supply`);
    }
  });

  test('has no accessibility violations on a question, its error and an outcome', async ({
    newPage,
  }) => {
    const page = await newPage();
    for (const step of ['', '/electricity-credit-unanswered', '/meter-fault-gas']) {
      await page.goto(`${START}${step}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
