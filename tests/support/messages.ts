import Cookies from 'js-cookie';
import type { MessageEvent, MessageResource } from '@/api/schemas/messages';

/** Signed in, as the local sign-in leaves the cookies; undone by `signOut`. */
export const signIn = () => {
  Cookies.set('access_token', 'access-123');
  Cookies.set('id_token', 'identity-456');
};
export const signOut = () => {
  Cookies.remove('access_token');
  Cookies.remove('id_token');
};

/** A message as the leads service lists it, for tests to vary. */
export const aMessage = (
  id: string,
  attributes: Partial<MessageResource['attributes']> = {},
): MessageResource => ({
  type: 'leads',
  id,
  attributes: {
    'query-type': 'Complaint',
    'query-subtype': 'Dispute Bill/Balance',
    'case-type': 'Complaint',
    query: 'My last bill used an estimate that is far too high.',
    email: 'priya.sharma@example.com',
    'sent-at': '2026-11-24T10:00:00.000Z',
    status: 'received',
    ...attributes,
  },
});

export const anEvent = (
  id: string,
  kind: MessageEvent['attributes']['kind'],
  at: string,
  text: string | null = null,
): MessageEvent => ({ type: 'lead-events', id, attributes: { kind, at, text } });
