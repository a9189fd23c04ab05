import type {
  MessageAttributes,
  MessageEvent,
  MessageEventKind,
  MessageResource,
  MessageStatus,
} from '../src/api/schemas/messages';
import type { NewEvent, StoredEvent, StoredLead } from './store';

/**
 * The stand-in's messages (issue 51, decision 052): a lead as its sender reads it back, and the
 * script the stand-in plays in place of the provider's advisers, on its clock (server/clock.ts):
 * acknowledged a minute after it was sent, a reply an hour after, and an enquiry or feedback
 * closed a fortnight after. A complaint stays open, so its 8 weeks can come.
 */
const MINUTE = 60_000;
export const STAND_IN_SCRIPT = {
  acknowledgedAfterMs: MINUTE,
  replyAfterMs: 60 * MINUTE,
  closedAfterMs: 14 * 24 * 60 * MINUTE,
} as const;

/**
 * The stand-in's reply: HTML, as an adviser's reply comes from the provider's case system, which
 * the app shows through its sanitiser like the CMS's.
 */
export const STAND_IN_REPLY =
  '<p>Thank you for your message. We have read it, and <strong>an adviser</strong> is looking ' +
  'into it now.</p><p>We will write to you again as soon as we have an answer.</p>';

/** The most messages a list gives: the newest (a customer has a handful; a page is bounded). */
export const MESSAGES_LISTED_MAX = 50;

type LeadAttributes = {
  'query-type'?: unknown;
  'query-subtype'?: unknown;
  query?: unknown;
  email?: unknown;
  'additional-information'?: { caseType?: unknown };
};
const attributesOf = (lead: StoredLead) =>
  ((lead.body as { attributes?: LeadAttributes } | null)?.attributes ?? {}) as LeadAttributes;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether a lead is a complaint, an enquiry or feedback (not a meter reading): a message. */
export function isMessage(lead: StoredLead) {
  const type = attributesOf(lead)['query-type'];
  return type === 'Complaint' || type === 'Enquiry' || type === 'Feedback';
}

/** The events a new lead is written with: sent now, and the script's, ahead of time. */
export function scriptedEvents(queryType: unknown, sentAt: Date): NewEvent[] {
  const after = (ms: number) => new Date(sentAt.getTime() + ms).toISOString();
  return [
    { kind: 'sent', at: sentAt.toISOString(), text: null },
    { kind: 'acknowledged', at: after(STAND_IN_SCRIPT.acknowledgedAfterMs), text: null },
    { kind: 'reply', at: after(STAND_IN_SCRIPT.replyAfterMs), text: STAND_IN_REPLY },
    ...(queryType === 'Complaint'
      ? []
      : [{ kind: 'closed', at: after(STAND_IN_SCRIPT.closedAfterMs), text: null }]),
  ];
}

/** Where a message stands: the latest of its events that moves it (an addition does not). */
export function statusOf(events: { kind: string }[]): MessageStatus {
  const kinds = new Set(events.map((e) => e.kind));
  if (kinds.has('closed')) return 'closed';
  if (kinds.has('reply')) return 'replied';
  if (kinds.has('acknowledged')) return 'being-looked-at';
  return 'received';
}

/** A lead as its sender reads it back: what they sent and where it stands, from its events so far. */
export function messageResource(lead: StoredLead, events: StoredEvent[]): MessageResource {
  const a = attributesOf(lead);
  const attributes: MessageAttributes = {
    'query-type': a['query-type'] as MessageAttributes['query-type'],
    'query-subtype': text(a['query-subtype']),
    'case-type': text(a['additional-information']?.caseType),
    query: text(a.query),
    email: text(a.email),
    'sent-at': lead.createdAt,
    status: statusOf(events),
  };
  return { type: 'leads', id: lead.id, attributes };
}

export const eventResource = (event: StoredEvent): MessageEvent => ({
  type: 'lead-events',
  id: event.id,
  attributes: { kind: event.kind as MessageEventKind, at: event.at, text: event.text },
});
