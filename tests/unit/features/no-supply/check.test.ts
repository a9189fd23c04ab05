import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/route-manifest';
import { answerRedirect } from '@/lib/answer-address';
import {
  answerAddresses,
  nextStep,
  noSupplyPages,
  OUTCOME_TITLES,
  previousQuestion,
  QUESTIONS,
  stepNamed,
  stepPath,
  type OutcomeId,
  type QuestionId,
} from '@/features/no-supply/check';
import { meterFaultLine } from '@/features/no-supply/meter-fault-line';
import { BASENAME } from '@/config/paths';

const questionIds = Object.keys(QUESTIONS) as QuestionId[];

/** Where a run of answers from the first question ends. */
const walk = (...answers: string[]) =>
  answers.reduce<string>((at, value) => {
    const next = nextStep(at as QuestionId, value);
    if (!next) throw new Error(`"${value}" is not an answer to ${at}`);
    return next;
  }, 'supply');

describe('the "No power or no gas?" check', () => {
  it('asks which supply is off first, and about a smell of gas before anything else for gas', () => {
    expect(QUESTIONS.supply.answers.map((a) => a.value)).toEqual(['electricity', 'gas', 'both']);
    expect(walk('gas')).toBe('gas-smell');
    expect(walk('both')).toBe('both-smell');
    expect(walk('electricity')).toBe('electricity-others');
  });

  it('sends a power cut in the street to 105', () => {
    expect(walk('electricity', 'yes')).toBe('power-cut');
    expect(walk('both', 'no', 'yes')).toBe('power-cut');
    expect(OUTCOME_TITLES['power-cut']).toContain('105');
  });

  it('sends a smell of gas, or gas off across the street, to 0800 111 999', () => {
    expect(walk('gas', 'yes')).toBe('gas-emergency');
    expect(walk('both', 'yes')).toBe('gas-emergency');
    expect(walk('gas', 'no', 'yes')).toBe('gas-network');
    for (const id of ['gas-emergency', 'gas-network'] as const) {
      expect(OUTCOME_TITLES[id]).toContain('0800 111 999');
    }
  });

  it('sends a prepayment meter with no credit to topping up, for the fuel that is off', () => {
    expect(walk('electricity', 'no', 'none')).toBe('top-up-electricity');
    expect(walk('electricity', 'not-sure', 'none')).toBe('top-up-electricity');
    expect(walk('gas', 'no', 'no', 'none')).toBe('top-up-gas');
  });

  it('asks about the fuse box for electricity only, and a tripped switch leads to resetting it', () => {
    expect(walk('electricity', 'no', 'some')).toBe('electricity-switch');
    expect(walk('electricity', 'no', 'bill', 'yes')).toBe('reset-switch');
    expect(walk('gas', 'no', 'no', 'some')).toBe('meter-fault-gas');
  });

  it('leaves a meter fault when everything else is ruled out', () => {
    expect(walk('electricity', 'no', 'bill', 'no')).toBe('meter-fault-electricity');
    expect(walk('gas', 'no', 'not-sure', 'bill')).toBe('meter-fault-gas');
  });

  it('knows no answer it does not offer', () => {
    expect(nextStep('supply', 'water')).toBeNull();
    expect(nextStep('supply', null)).toBeNull();
  });

  it('reaches every question and every outcome from the first question, and always ends', () => {
    const seen = new Set<string>();
    const visit = (id: string, depth: number) => {
      expect(depth, `a loop through ${id}`).toBeLessThan(10);
      seen.add(id);
      if (id in QUESTIONS) {
        for (const a of QUESTIONS[id as QuestionId].answers) visit(a.next, depth + 1);
      }
    };
    visit('supply', 0);
    expect([...seen].sort()).toEqual([...questionIds, ...Object.keys(OUTCOME_TITLES)].sort());
  });

  it('names each question and outcome page, and its error page, by its address', () => {
    expect(stepPath('supply')).toBe('/emergencies/no-supply');
    expect(stepPath('power-cut')).toBe('/emergencies/no-supply/power-cut');
    expect(stepNamed(undefined)).toMatchObject({ kind: 'question', id: 'supply' });
    expect(stepNamed('gas-credit-unanswered')).toMatchObject({
      kind: 'question',
      id: 'gas-credit',
      unanswered: true,
    });
    expect(stepNamed('power-cut')).toMatchObject({ kind: 'outcome', id: 'power-cut' });
    // The first question has one address only, and nothing else is a step.
    for (const slug of ['supply', 'no-such-step', 'power-cut-unanswered']) {
      expect(stepNamed(slug), slug).toBeNull();
    }
  });

  it('gives the build every page after the first question, each error page titled as one', () => {
    const pages = noSupplyPages();
    for (const { step, title } of pages) {
      expect(stepNamed(step), step).not.toBeNull();
      expect(title.startsWith('Error: ')).toBe(step.endsWith('-unanswered'));
    }
    expect(pages).toHaveLength(2 * questionIds.length - 1 + Object.keys(OUTCOME_TITLES).length);
    expect(pages).toContainEqual({ step: 'supply-unanswered', title: 'Error: What has gone off?' });
  });

  it('sends each answer in the address under a name the service worker knows to ignore', () => {
    for (const id of questionIds) {
      expect(ROUTES.noSupplyStep.query).toContain(QUESTIONS[id].name);
    }
  });

  it('goes Back to the question that leads to a page', () => {
    expect(previousQuestion('supply')).toBeUndefined();
    expect(previousQuestion('electricity-credit')).toBe('electricity-others');
    expect(previousQuestion('reset-switch' satisfies OutcomeId)).toBe('electricity-switch');
  });
});

describe('the line to call about a meter fault', () => {
  it('is the meter emergency line while the 24-hour meter-fault number is unset', () => {
    expect(meterFaultLine()).toEqual({
      name: 'Meter emergency',
      display: '0330 808 3880',
      tel: 'tel:03308083880',
    });
    expect(meterFaultLine({ name: 'Meter faults', for: 'Faults.', number: null })).toEqual(
      meterFaultLine(),
    );
  });

  it('is the provider’s meter-fault line once it is set, open at any hour', () => {
    expect(
      meterFaultLine({
        name: 'Meter faults',
        for: 'Faults.',
        number: '0808 157 0999',
        cost: 'Free from UK landlines and mobiles.',
      }),
    ).toEqual({
      name: 'Meter faults',
      display: '0808 157 0999',
      tel: 'tel:08081570999',
      about: 'Open 24 hours, every day. Free from UK landlines and mobiles.',
    });
  });
});

describe('the answer addresses (Enter on an answer without JavaScript)', () => {
  const addresses = answerAddresses();
  const at = (path: string) => `${BASENAME}/emergencies/no-supply/${path}`;
  const send = (path: string, query: string) =>
    answerRedirect(addresses, at(path), new URLSearchParams(query));

  it('has one for every question, leading where each of its answers leads', () => {
    expect(addresses.map((a) => a.from)).toEqual(questionIds.map((id) => at(`${id}-answer`)));
    for (const id of questionIds) {
      const address = addresses.find((a) => a.from === at(`${id}-answer`))!;
      expect(address.name).toBe(QUESTIONS[id].name);
      for (const answer of QUESTIONS[id].answers) {
        expect(address.to[answer.value]).toBe(`${BASENAME}${stepPath(answer.next)}`);
      }
      expect(address.otherwise).toBe(at(`${id}-unanswered`));
    }
  });

  it('sends an answer on to its page with the answer in the address', () => {
    expect(send('supply-answer', 'supply=gas')).toBe(at('gas-smell?supply=gas'));
    expect(send('electricity-switch-answer', 'switch=no')).toBe(
      at('meter-fault-electricity?switch=no'),
    );
  });

  it('sends no answer, or one the question does not have, to the question with its error', () => {
    expect(send('supply-answer', '')).toBe(at('supply-unanswered'));
    expect(send('supply-answer', 'supply=water')).toBe(at('supply-unanswered?supply=water'));
    // Another question's answer is not this one's.
    expect(send('gas-smell-answer', 'supply=gas')).toBe(at('gas-smell-unanswered?supply=gas'));
    // Inherited names are not answers.
    expect(send('supply-answer', 'supply=constructor')).toBe(
      at('supply-unanswered?supply=constructor'),
    );
  });

  it('is no answer address for any other path', () => {
    expect(send('supply', 'supply=gas')).toBeNull();
    expect(send('gas-smell', 'smell=yes')).toBeNull();
  });
});
