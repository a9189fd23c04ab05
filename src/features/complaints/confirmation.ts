import { OMBUDSMAN_AFTER_WEEKS, RESPONSE_DAYS, RESPONSE_IN_WORKING_DAYS } from '@/config/limits';
import {
  addDays,
  addWorkingDays,
  dateInWords,
  inLondon,
  yearOf,
  type IsoDate,
} from '@/lib/london-time';
import { VARIANTS, type VariantId } from './variants';

export type Origin = VariantId | 'feedback';

/**
 * What the customer sent, for them to keep (decision 039): the email address we reply to, the
 * subject chosen (energy complaints and enquiries) and the message as typed.
 */
export interface SentCopy {
  email: string;
  subject?: string;
  message: string;
  /** When it was sent, on London's clock ("15:04"). */
  at: string;
}

/**
 * What the confirmation page needs; kept in sessionStorage, like a draft, so a reload still shows
 * it: gone when the tab closes and at sign-out, never in an address, a log or telemetry.
 */
export interface ConfirmationData {
  origin: Origin;
  reference: string;
  /** The day it was sent, on London's calendar; absent in a confirmation kept before dates were. */
  sentOn?: IsoDate;
  /** A copy of what was sent; absent in a confirmation kept before copies were. */
  copy?: SentCopy;
}

/** The day a message sent at `instant` counts from: the customer's day, in Great Britain. */
export const sentOnAt = (instant: Date): IsoDate => inLondon(instant).date;

/** The time of day a message was sent at `instant`, on London's clock ("15:04"). */
export function sentAtTime(instant: Date): string {
  const { minutes } = inLondon(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export interface ConfirmationContent {
  heading: string;
  /** When we aim to reply, by date when the sending day is known; none for a credit-use request. */
  reply?: string;
  /** The same promise as a duration, as our complaints procedure and SPEC §4 give it. */
  replyDurations?: string;
  complaint: boolean;
  /** For a complaint: the date after which the Energy Ombudsman can look at it. */
  ombudsman?: string;
}

type ReplyPromise = keyof typeof RESPONSE_DAYS;

/** The day a reply promised in `promise`'s days falls, counted from the day after sending. */
function replyBy(promise: ReplyPromise, sentOn: IsoDate, bankHolidays: ReadonlySet<IsoDate>) {
  const days = RESPONSE_DAYS[promise];
  return RESPONSE_IN_WORKING_DAYS[promise]
    ? addWorkingDays(sentOn, days, bankHolidays)
    : addDays(sentOn, days);
}

/**
 * The days a complaint sent on `sentOn` is promised: a reply on average, at the latest, and when
 * the Energy Ombudsman can look at it. The confirmation and our complaints procedure both show them.
 */
export function complaintDates(sentOn: IsoDate, bankHolidays: ReadonlySet<IsoDate>) {
  return {
    average: replyBy('average', sentOn, bankHolidays),
    max: replyBy('max', sentOn, bankHolidays),
    ombudsman: addDays(sentOn, OMBUDSMAN_AFTER_WEEKS * 7),
  };
}

/**
 * The latest day a reply is promised for a message from `origin` sent on `sentOn`, as its
 * confirmation said (confirmationContent); none for a credit-use request, which promises none.
 */
export function latestReplyOn(
  origin: Origin,
  sentOn: IsoDate,
  bankHolidays: ReadonlySet<IsoDate>,
): IsoDate | undefined {
  switch (origin) {
    case 'gas-and-electricity':
    case 'pay-as-you-go':
      return replyBy('max', sentOn, bankHolidays);
    case 'enquiry-gas-and-electricity':
      return replyBy('enquiry', sentOn, bankHolidays);
    case 'enquiry-pay-as-you-go':
      return replyBy('average', sentOn, bankHolidays);
    case 'feedback':
      return undefined;
  }
}

/** The form a lead came from, by the case type it was sent with (lead-builder.ts); null if none. */
export function originOfCaseType(caseType: string): Origin | null {
  if (caseType === 'Feedback') return 'feedback';
  return Object.values(VARIANTS).find((v) => v.caseType === caseType)?.id ?? null;
}

const daysInWords = (promise: ReplyPromise) =>
  `${RESPONSE_DAYS[promise]} ${RESPONSE_IN_WORKING_DAYS[promise] ? 'working days' : 'days'}`;

/** SPEC §4: confirmation content by origin, with the dates counted from the day it was sent. */
export function confirmationContent(
  origin: Origin,
  sentOn: IsoDate | undefined,
  bankHolidays: ReadonlySet<IsoDate>,
): ConfirmationContent {
  const on = (promise: ReplyPromise, weekday: boolean) =>
    sentOn &&
    dateInWords(replyBy(promise, sentOn, bankHolidays), { weekday, thisYear: yearOf(sentOn) });
  const replyWithin = (promise: ReplyPromise) =>
    sentOn
      ? {
          reply: `We'll reply by ${on(promise, true)!}.`,
          replyDurations: `That's within ${daysInWords(promise)}.`,
        }
      : { reply: `We'll reply within ${daysInWords(promise)}.` };

  switch (origin) {
    case 'gas-and-electricity':
    case 'pay-as-you-go':
      return {
        heading: 'Your complaint has been sent',
        ...(sentOn
          ? {
              reply: `We aim to reply by ${on('average', true)!}; by ${on('max', false)!} at the latest.`,
              replyDurations: `That's within ${daysInWords('average')} on average, and ${daysInWords('max')} at most.`,
              ombudsman: `If it isn't sorted by ${dateInWords(complaintDates(sentOn, bankHolidays).ombudsman, { thisYear: yearOf(sentOn) })}, you can ask the Energy Ombudsman to look at it.`,
            }
          : {
              reply: `We'll reply on average within ${RESPONSE_DAYS.average} days, and always within ${RESPONSE_DAYS.max} days.`,
            }),
        complaint: true,
      };
    case 'enquiry-gas-and-electricity':
      return { heading: 'Your enquiry has been sent', ...replyWithin('enquiry'), complaint: false };
    case 'enquiry-pay-as-you-go':
      return { heading: 'Your enquiry has been sent', ...replyWithin('average'), complaint: false };
    case 'feedback':
      return { heading: "Thanks, we've got your request", complaint: false };
  }
}
