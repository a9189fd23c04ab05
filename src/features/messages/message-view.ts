import type { MessageAttributes, MessageStatus } from '@/api/schemas/messages';
import { complaintDates, latestReplyOn, originOfCaseType, sentOnAt } from '@/features/complaints';
import { inLondon, type IsoDate } from '@/lib/london-time';

/** What a message is called, by what it is. */
const NAMES: Record<MessageAttributes['query-type'], string> = {
  Complaint: 'Complaint',
  Enquiry: 'Enquiry',
  Feedback: 'Feedback',
};

/** Where a message stands, in plain words (issue 51). */
const STATUS_WORDS: Record<MessageStatus, string> = {
  received: 'Received',
  'being-looked-at': 'Being looked at',
  replied: 'We replied',
  closed: 'Closed',
};

/** The status of a complaint whose 8 weeks have passed while it is still open. */
export const OMBUDSMAN_STATUS = '8 weeks reached: you can go to the Energy Ombudsman';

export interface MessageView {
  /** "Complaint", "Enquiry", "Feedback". */
  name: string;
  /** The day it was sent, on London's calendar. */
  sentOn: IsoDate;
  status: MessageStatus;
  /** The status in words; for an open complaint 8 weeks old, the Ombudsman's line. */
  statusWords: string;
  /** The latest day a reply is promised (as its confirmation said); none for feedback. */
  replyBy?: IsoDate;
  /** A complaint's: the day the Energy Ombudsman can look at it if it is not sorted. */
  ombudsmanFrom?: IsoDate;
  /** That day has come, and the complaint is not closed. */
  ombudsmanReached: boolean;
  /** Whether the customer may still add to it. */
  open: boolean;
}

/**
 * A message as the customer reads it: its dates counted from the day it was sent on London's
 * calendar with the confirmation's own rules, and "today" on the service's clock (`now`, the
 * answer's meta), not the phone's.
 */
export function messageView(
  attributes: Pick<MessageAttributes, 'query-type' | 'case-type' | 'sent-at' | 'status'>,
  now: string,
  bankHolidays: ReadonlySet<IsoDate>,
): MessageView {
  const sentOn = sentOnAt(new Date(attributes['sent-at']));
  const today = inLondon(new Date(now)).date;
  const origin = originOfCaseType(attributes['case-type']);
  const complaint = attributes['query-type'] === 'Complaint';
  const ombudsmanFrom = complaint ? complaintDates(sentOn, bankHolidays).ombudsman : undefined;
  const open = attributes.status !== 'closed';
  const ombudsmanReached = Boolean(ombudsmanFrom && open && today >= ombudsmanFrom);
  return {
    name: NAMES[attributes['query-type']],
    sentOn,
    status: attributes.status,
    statusWords: ombudsmanReached ? OMBUDSMAN_STATUS : STATUS_WORDS[attributes.status],
    replyBy: origin ? latestReplyOn(origin, sentOn, bankHolidays) : undefined,
    ombudsmanFrom,
    ombudsmanReached,
    open,
  };
}

/** What a message is about, beside what it is ("Complaint: Dispute Bill/Balance"). */
export const messageTitle = (name: string, subtype: string) =>
  subtype && subtype !== name && !subtype.startsWith(`${name}-`) ? `${name}: ${subtype}` : name;
