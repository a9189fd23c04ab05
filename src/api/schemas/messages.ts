import * as z from 'zod/mini';
import { createDocumentSchema, resourceSchema } from '../jsonapi';
import { additionTextField, emailField, referenceField } from './fields';

/**
 * "Your messages" (issue 51, docs/messages.md): the leads service's answers about the complaints,
 * enquiries and feedback a customer sent, and what a customer may send about one. The provider's
 * leads service owns them; the stand-in (server/routes/messages.ts) answers the same contract.
 */

/** What has happened to a message, in order: each one an event of its timeline. */
const MESSAGE_EVENT_KINDS = ['sent', 'acknowledged', 'reply', 'addition', 'closed'] as const;
export type MessageEventKind = (typeof MESSAGE_EVENT_KINDS)[number];

/**
 * Where a message stands, as the leads service says: the latest of its events that moves it
 * (an addition does not). The 8 weeks of a complaint are the app's to count (features/messages).
 */
const MESSAGE_STATUSES = ['received', 'being-looked-at', 'replied', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const instant = z.iso.datetime();
const queryType = z.enum(['Complaint', 'Enquiry', 'Feedback']);

/** A message as its sender sees it: what was sent, when, and where it stands. */
const messageAttributes = z.object({
  'query-type': queryType,
  'query-subtype': z.string(),
  /** The form it came from (additional-information.caseType: "Complaint", "PAYG Enquiry"…). */
  'case-type': z.string(),
  /** The text sent, as typed. */
  query: z.string(),
  /** The address replies go to. */
  email: z.string(),
  'sent-at': instant,
  status: z.enum(MESSAGE_STATUSES),
});
export type MessageAttributes = z.infer<typeof messageAttributes>;

const messageResourceSchema = resourceSchema('leads', messageAttributes);
export type MessageResource = z.infer<typeof messageResourceSchema>;

/** One event of a message's timeline: our replies' text is HTML (shown sanitised), a customer's as typed. */
const eventAttributes = z.object({
  kind: z.enum(MESSAGE_EVENT_KINDS),
  at: instant,
  text: z.nullable(z.string()),
});
const messageEventSchema = resourceSchema('lead-events', eventAttributes);
export type MessageEvent = z.infer<typeof messageEventSchema>;

/** Every answer says when it was made, on the service's clock: what has passed is counted from it. */
const meta = z.object({ now: instant });

/** GET /v1/leads with the customer's token: their messages, newest first. */
export const messageListSchema = z.object({ data: z.array(messageResourceSchema), meta });

/** GET /v1/leads/{reference} with the customer's token: one message, its events included. */
export const messageDocumentSchema = z.object({
  data: messageResourceSchema,
  included: z.array(messageEventSchema),
  meta,
});

/** POST /v1/leads/{reference}/additions: what the customer adds (the form's rule and the service's). */
export const additionRequestSchema = createDocumentSchema(
  'lead-additions',
  z.object({ text: additionTextField }),
);
export type AdditionRequest = z.infer<typeof additionRequestSchema>;
export const additionCreatedSchema = z.object({ data: messageEventSchema });

/** What "Check a message" asks for: the form's rules and the service's are one. */
export const messageCheckFields = z.object({ reference: referenceField, email: emailField });
export type MessageCheckValues = z.input<typeof messageCheckFields>;

/** POST /v1/lead-checks: a reference and the email it was sent from, both to match. */
export const messageCheckRequestSchema = createDocumentSchema('lead-checks', messageCheckFields);
export type MessageCheckRequest = z.input<typeof messageCheckRequestSchema>;

/** Its answer: where the message stands and when it was sent, nothing it said nor who sent it. */
export const messageCheckSchema = z.object({
  data: resourceSchema(
    'lead-statuses',
    z.object({
      'query-type': queryType,
      'case-type': z.string(),
      'sent-at': instant,
      status: z.enum(MESSAGE_STATUSES),
    }),
  ),
  meta,
});
export type MessageCheck = z.infer<typeof messageCheckSchema>;
