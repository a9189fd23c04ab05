/**
 * The "No power or no gas?" check (issue 29): its questions, their answers and where each leads,
 * as data. Every question and every outcome is a page the build prerenders (route manifest:
 * noSupply, noSupplyStep), so the check works without JavaScript and offline: a question's form
 * sends its answer in the address (GET) to the page that answer leads to (decision 028).
 */
import { BASENAME, paths } from '@/config/paths';
import { ROUTES } from '@/config/route-manifest';
import { ANSWERED, type AnswerAddress } from '@/lib/answer-address';

/** The answers' names in the address (`?others=no`), as the route manifest lists them. */
type AnswerName = (typeof ROUTES.noSupplyStep.query)[number];

export type QuestionId =
  | 'supply'
  | 'electricity-others'
  | 'electricity-credit'
  | 'electricity-switch'
  | 'gas-smell'
  | 'gas-others'
  | 'gas-credit'
  | 'both-smell';

type Fuel = 'electricity' | 'gas';
export type OutcomeId =
  | 'power-cut'
  | 'gas-emergency'
  | 'gas-network'
  | `top-up-${Fuel}`
  | 'reset-switch'
  | `meter-fault-${Fuel}`;

interface Answer {
  value: string;
  label: string;
  hint?: string;
  next: QuestionId | OutcomeId;
}

export interface Question {
  name: AnswerName;
  /** The page's heading, its title and the fieldset's legend (GOV.UK question pages). */
  question: string;
  hint?: string;
  /** Said in the error summary and beside the answers when Continue is pressed with none chosen. */
  required: string;
  answers: Answer[];
}

const SMELL: Omit<Question, 'answers'> = {
  name: 'smell',
  question: 'Can you smell gas?',
  hint: 'A smell like rotten eggs, near your meter, your boiler or your cooker.',
  required: 'Select yes if you can smell gas',
};
const credit = (fuel: Fuel, otherwise: QuestionId | OutcomeId): Question => ({
  name: 'credit',
  question: 'Do you pay as you go, and is there credit?',
  hint: `Look at the display on your ${fuel} meter or your in-home display.`,
  required: 'Select whether you pay as you go and have credit',
  answers: [
    {
      value: 'none',
      label: 'I pay as you go and the credit has run out',
      hint: 'Including any emergency credit already used.',
      next: `top-up-${fuel}`,
    },
    { value: 'some', label: 'I pay as you go and there is credit', next: otherwise },
    { value: 'bill', label: "I don't pay as you go: I get a bill", next: otherwise },
  ],
});

/**
 * The questions, in order: which supply is off first; for gas, the smell of gas before anything
 * else; then whether it is more than this home (a power cut, or the gas network), then credit on a
 * prepayment meter, then (electricity) the fuse box. What is left is a fault with the meter.
 */
export const QUESTIONS: Record<QuestionId, Question> = {
  supply: {
    name: 'supply',
    question: ROUTES.noSupply.head.title,
    hint: "Answer a few questions to find out why, and who can get it back on. It's quickest to answer from home.",
    required: 'Select what has gone off',
    answers: [
      {
        value: 'electricity',
        label: 'Electricity',
        hint: 'The lights or sockets do not work. A gas boiler stops too, as it needs electricity.',
        next: 'electricity-others',
      },
      {
        value: 'gas',
        label: 'Gas',
        hint: 'The hob will not light or the boiler shows no gas, but the lights work.',
        next: 'gas-smell',
      },
      { value: 'both', label: 'Both gas and electricity', next: 'both-smell' },
    ],
  },
  'electricity-others': {
    name: 'others',
    question: "Is anyone else's power off?",
    hint: "Look outside: are your neighbours' lights or the street lights off too?",
    required: "Select whether anyone else's power is off",
    answers: [
      { value: 'yes', label: 'Yes, theirs is off too', next: 'power-cut' },
      { value: 'no', label: "No, it's only my home", next: 'electricity-credit' },
      { value: 'not-sure', label: "I can't tell", next: 'electricity-credit' },
    ],
  },
  'electricity-credit': credit('electricity', 'electricity-switch'),
  'electricity-switch': {
    name: 'switch',
    question: 'Has a switch in your fuse box tripped?',
    hint: 'The fuse box (consumer unit) is often near the meter or the front door. A tripped switch points the other way from the rest, usually down.',
    required: 'Select yes if a switch in your fuse box has tripped',
    answers: [
      { value: 'yes', label: 'Yes, a switch has tripped', next: 'reset-switch' },
      { value: 'no', label: 'No, all the switches are on', next: 'meter-fault-electricity' },
    ],
  },
  'gas-smell': {
    ...SMELL,
    answers: [
      { value: 'yes', label: 'Yes', next: 'gas-emergency' },
      { value: 'no', label: 'No', next: 'gas-others' },
    ],
  },
  'gas-others': {
    name: 'others',
    question: "Is anyone else's gas off?",
    hint: 'Ask a neighbour whether their gas works, or look for gas engineers or roadworks in your street.',
    required: "Select whether anyone else's gas is off",
    answers: [
      { value: 'yes', label: 'Yes, theirs is off too', next: 'gas-network' },
      { value: 'no', label: "No, it's only my home", next: 'gas-credit' },
      { value: 'not-sure', label: "I can't tell", next: 'gas-credit' },
    ],
  },
  'gas-credit': credit('gas', 'meter-fault-gas'),
  'both-smell': {
    ...SMELL,
    answers: [
      { value: 'yes', label: 'Yes', next: 'gas-emergency' },
      // With both off, the likeliest cause is the electricity: a boiler needs it to burn gas.
      { value: 'no', label: 'No', next: 'electricity-others' },
    ],
  },
};

/** Each outcome's heading and title. */
export const OUTCOME_TITLES: Record<OutcomeId, string> = {
  'power-cut': "It's probably a power cut: call 105",
  'gas-emergency': 'Call the gas emergency number now: 0800 111 999',
  'gas-network': 'The gas is off in your area: call 0800 111 999',
  'top-up-electricity': 'Top up your electricity meter, or use emergency credit',
  'top-up-gas': 'Top up your gas meter, or use emergency credit',
  'reset-switch': 'Reset the tripped switch safely',
  'meter-fault-electricity': 'It may be a fault with your meter: call us',
  'meter-fault-gas': 'It may be a fault with your meter: call us',
};

/** The address of the question page with its error, when Continue is pressed with no answer. */
export const UNANSWERED = '-unanswered';
// A question's answer address (ANSWERED, lib/answer-address.ts) is where its answer goes when the
// browser picks the form's button itself: Enter on an answer without JavaScript (or before the
// page is alive). Chromium then presses the form's first enabled button whatever the style sheet
// shows, so that button sends there, and the servers (nginx, the platform) and the service worker
// send the customer on to the page the answer leads to, from answerAddresses() below.

export type Step =
  | { kind: 'question'; id: QuestionId; question: Question; unanswered: boolean }
  | { kind: 'outcome'; id: OutcomeId; title: string };

const isQuestion = (id: string): id is QuestionId => Object.hasOwn(QUESTIONS, id);
const isOutcome = (id: string): id is OutcomeId => Object.hasOwn(OUTCOME_TITLES, id);

/** The step a page's `:step` names (none: the first question), or null for no such step. */
export function stepNamed(slug: string | undefined): Step | null {
  const id = slug ?? 'supply';
  const unanswered = id.endsWith(UNANSWERED);
  const questionId = unanswered ? id.slice(0, -UNANSWERED.length) : id;
  // The first question lives at the check's own address, never at /supply.
  if (slug === 'supply') return null;
  if (isQuestion(questionId)) {
    return { kind: 'question', id: questionId, question: QUESTIONS[questionId], unanswered };
  }
  if (isOutcome(id)) return { kind: 'outcome', id, title: OUTCOME_TITLES[id] };
  return null;
}

/** A step's path in the area: the first question is the check's own address. */
export const stepPath = (
  id: QuestionId | OutcomeId | `${QuestionId}${typeof UNANSWERED | typeof ANSWERED}`,
) => (id === 'supply' ? paths.noSupply() : paths.noSupplyStep(id));
/** The same, as an address a form or a link of a reading page goes to. */
export const stepHref = (id: Parameters<typeof stepPath>[0]) => `${BASENAME}${stepPath(id)}`;

/** Where an answer to a question leads, or null for an answer the question does not have. */
export function nextStep(id: QuestionId, value: string | null): QuestionId | OutcomeId | null {
  return QUESTIONS[id].answers.find((a) => a.value === value)?.next ?? null;
}

/**
 * The question a step's Back link returns to: the first question that leads to it (several
 * lead to some steps; the browser's own Back returns to the one the customer came from).
 */
export function previousQuestion(id: QuestionId | OutcomeId): QuestionId | undefined {
  return (Object.keys(QUESTIONS) as QuestionId[]).find((q) =>
    QUESTIONS[q].answers.some((a) => a.next === id),
  );
}

/** Every page of the check after the first question, for the build, with its title. */
export function noSupplyPages(): { step: string; title: string }[] {
  return [
    ...(Object.keys(QUESTIONS) as QuestionId[]).flatMap((id) => {
      const { question } = QUESTIONS[id];
      // The first question's own page is the route noSupply's, titled there.
      const own = id === 'supply' ? [] : [{ step: id, title: question }];
      return [...own, { step: `${id}${UNANSWERED}`, title: `Error: ${question}` }];
    }),
    ...(Object.keys(OUTCOME_TITLES) as OutcomeId[]).map((id) => ({
      step: id,
      title: OUTCOME_TITLES[id],
    })),
  ];
}

/**
 * Each question's answer address (ANSWERED) and where it sends the customer: for the build, which
 * gives them to nginx, the platform and the service worker (lib/answer-address.ts).
 */
export function answerAddresses(): AnswerAddress[] {
  return (Object.keys(QUESTIONS) as QuestionId[]).map((id) => {
    const { name, answers } = QUESTIONS[id];
    return {
      from: stepHref(`${id}${ANSWERED}`),
      name,
      to: Object.fromEntries(answers.map((a) => [a.value, stepHref(a.next)])),
      otherwise: stepHref(`${id}${UNANSWERED}`),
    };
  });
}
