import { STORAGE_KEYS } from '@/lib/storage-keys';

export type SignInState = 'signed-in' | 'signed-out' | 'signing-out';

/** What a page that needs sign-in does with the cookies it finds (SPEC §4). */
export type Gate = { kind: 'allow' } | { kind: 'redirect'; to: 'sign-in' | 'sign-out' };

export function gateFor(cookies: { access: boolean; identity: boolean }): Gate {
  if (cookies.access && cookies.identity) return { kind: 'allow' };
  if (cookies.access && !cookies.identity) return { kind: 'redirect', to: 'sign-out' };
  return { kind: 'redirect', to: 'sign-in' };
}

/** The recheck every 30 s: a signed-in customer missing either cookie is signed out. */
export function nextState(
  current: SignInState,
  cookies: { access: boolean; identity: boolean },
): SignInState {
  const both = cookies.access && cookies.identity;
  if (current === 'signed-in') return both ? 'signed-in' : 'signing-out';
  if (current === 'signing-out') return 'signed-out';
  return both ? 'signed-in' : 'signed-out';
}

/** SPEC §3 stored local keys, cleared when a customer is signed out. */
export const SIGNED_IN_STORAGE_KEYS = STORAGE_KEYS.signedIn;

export function signInUrl(base: string, returnTo: string) {
  return `${base}${base.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
}
