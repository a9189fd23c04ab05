import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchMessage, fetchMessages, messageKeys } from '@/api/messages';
import { readTokens, useSession } from '@/features/auth';

/** The signed-in customer's access token as each request goes (the pages are behind sign-in). */
const accessToken = () => readTokens().accessToken ?? '';

/**
 * A customer's messages and one message: held in this page's memory only (never storage, never
 * the service worker), asked for afresh on each visit of a page, since where a message stands
 * can change at any time.
 */
export const messagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.list(),
    queryFn: () => fetchMessages(accessToken()),
    staleTime: 0,
  });

export const messageQuery = (reference: string) =>
  queryOptions({
    queryKey: messageKeys.detail(reference),
    queryFn: () => fetchMessage(accessToken(), reference),
    staleTime: 0,
  });

/**
 * Nothing of a customer's messages stays in the tab once they are signed out (issue 51): the
 * cookie recheck or another tab signing them out removes it from memory at once; and a page the
 * browser kept whole for Back (its back-forward cache) is loaded again rather than shown as it
 * was, so the sign-in check runs before anything is seen.
 */
export function useForgetMessagesWhenSignedOut() {
  const { state } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (state !== 'signed-in') client.removeQueries({ queryKey: messageKeys.all });
  }, [state, client]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
