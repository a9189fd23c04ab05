/**
 * The two complaint questions (SPEC §2, §4) as data: their answers and where each leads, once, for
 * the pages (pages/select-*-page.tsx) and for the servers. Where an answer leads comes from the
 * settings (VITE_*_COMPLAINT_URL): another step of the area, or another team's page. The form of
 * a question page is a real GET form, so Continue pressed without JavaScript, or before the page
 * is alive, lands on the next step: each answer's own Continue goes straight to a step of the
 * area; any other (another team's page, Enter on an answer) to the question's answer address
 * (lib/answer-address.ts), which nginx, the platform and the service worker send on to the
 * answer's page (complaintAnswerAddresses()).
 */
import { env } from '@/config/env';
import { absolute, paths } from '@/config/paths';
import { ROUTES } from '@/config/route-manifest';
import { ANSWERED, type AnswerAddress } from '@/lib/answer-address';

interface QuestionOption {
  value: string;
  label: string;
  hint?: string;
  /** Where this answer leads, said when that is outside the area ("the … complaints page"). */
  leadsTo?: string;
  /** Where this answer leads: a path in the area (from paths) or a full address from settings. */
  to: string;
}

export interface ComplaintQuestion {
  /** The question page's route (config/route-manifest.ts). */
  route: 'selectType' | 'selectEnergy';
  /**
   * The radio group's name: the answer's name in the address of the page it leads to, which the
   * route manifest lists for that page (its `query`: the service worker's kept copy answers for
   * it whatever it says).
   */
  name: AnswerName;
  question: string;
  options: QuestionOption[];
  /** Said beside the options and in the summary when Continue is pressed with none chosen. */
  required: string;
}

/** The answers' names, as the route manifest lists them on the pages they lead to. */
type AnswerName =
  (typeof ROUTES.selectEnergy.query)[number] | (typeof ROUTES.complaintDetails.query)[number];

// Said only if the settings send these answers outside the area (locally they stay in it).
const CREDIT = 'the gas and electricity complaints page';

export const SELECT_TYPE: ComplaintQuestion = {
  route: 'selectType',
  name: 'complaintType',
  question: 'What is your complaint about?',
  required: 'Select what your complaint is about',
  options: [
    {
      value: 'energy',
      label: 'Energy',
      hint: 'Your gas or electricity supply, bills, meters or account',
      to: absolute(paths.selectEnergy()),
    },
    {
      value: 'home-services',
      label: 'Home services',
      hint: 'Boiler and home cover, repairs and servicing',
      leadsTo: 'the home services complaints page',
      to: env.VITE_HOME_SERVICES_COMPLAINT_URL,
    },
    {
      value: 'installations',
      label: 'Installations',
      hint: 'A new boiler, heating system or solar panels',
      leadsTo: 'the installations complaints page',
      to: env.VITE_INSTALLATIONS_COMPLAINT_URL,
    },
    {
      value: 'ev',
      label: 'Electric Vehicle charge point',
      leadsTo: 'the electric vehicle charge point complaints page',
      to: env.VITE_EV_COMPLAINT_URL,
    },
  ],
};

export const SELECT_ENERGY: ComplaintQuestion = {
  route: 'selectEnergy',
  name: 'customerType',
  question: 'How do you pay for your energy?',
  required: 'Select how you pay for your energy',
  options: [
    {
      value: 'credit',
      label: 'I pay when I get a bill',
      hint: 'By card, cheque or bank transfer',
      leadsTo: CREDIT,
      to: env.VITE_CREDIT_COMPLAINT_URL,
    },
    {
      value: 'directDebit',
      label: 'I pay by Direct Debit',
      leadsTo: CREDIT,
      to: env.VITE_CREDIT_COMPLAINT_URL,
    },
    {
      value: 'payAsYouGo',
      label: 'Pay As You Go',
      hint: 'I top up a prepayment or smart meter',
      leadsTo: 'the Pay As You Go complaints page',
      to: env.VITE_PAYG_COMPLAINT_URL,
    },
    {
      value: 'other',
      label: 'Other or not sure',
      leadsTo: CREDIT,
      to: env.VITE_CREDIT_COMPLAINT_URL,
    },
  ],
};

/** The question page's own address, from the site's root. */
const questionHref = (question: ComplaintQuestion) => absolute(paths[question.route]());

/** Where the question page's form goes: its answer address. */
export const answerHref = (question: ComplaintQuestion) => `${questionHref(question)}${ANSWERED}`;

/**
 * Each complaint question's answer address and where it sends the customer: for the build, which
 * gives them to nginx, the platform and the service worker. No answer, or one the question does
 * not have, is the question again.
 */
export function complaintAnswerAddresses(): AnswerAddress[] {
  return [SELECT_TYPE, SELECT_ENERGY].map((question) => ({
    from: answerHref(question),
    name: question.name,
    to: Object.fromEntries(question.options.map((o) => [o.value, o.to])),
    otherwise: questionHref(question),
  }));
}
