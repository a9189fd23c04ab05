import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKeys } from '@/lib/drafts';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { BASENAME } from '@/config/paths';

/** The app starting in a tab, as after the full page load that signing out is. */
const startApp = async () => {
  vi.resetModules();
  await import('@/features/auth/cookie-store');
};

const personal = JSON.stringify({ firstName: 'Priya', email: 'priya.sharma@example.com' });

describe('what a signed-out customer leaves in the tab', () => {
  afterEach(() => {
    Cookies.remove('access_token');
    Cookies.remove('id_token');
    sessionStorage.clear();
    localStorage.clear();
  });

  it('clears drafts and stored keys when a tab that had them signed in finds them signed out', async () => {
    Cookies.set('access_token', 'a');
    Cookies.set('id_token', 'i');
    await startApp();
    sessionStorage.setItem(draftKeys.details('gas-and-electricity'), personal);
    localStorage.setItem('chosenTariff', 'fix-24');
    // What they searched for, kept to count a "No" on the page it led to (issue 28).
    sessionStorage.setItem(
      STORAGE_KEYS.searchLedHere,
      JSON.stringify({ query: 'debt help', path: `${BASENAME}/bills-and-payments` }),
    );

    // Sign out in the header: the cookies go, the page loads again.
    Cookies.remove('access_token');
    Cookies.remove('id_token');
    await startApp();

    expect(sessionStorage.getItem(draftKeys.details('gas-and-electricity'))).toBeNull();
    expect(localStorage.getItem('chosenTariff')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.signedInHere)).toBeNull();
  });

  it('keeps the draft of someone who never signed in', async () => {
    sessionStorage.setItem(draftKeys.details('gas-and-electricity'), personal);
    await startApp();
    expect(sessionStorage.getItem(draftKeys.details('gas-and-electricity'))).toBe(personal);
  });

  it('keeps a signed-in customer’s own draft while they stay signed in', async () => {
    Cookies.set('access_token', 'a');
    Cookies.set('id_token', 'i');
    await startApp();
    sessionStorage.setItem(draftKeys.details('gas-and-electricity'), personal);
    await startApp();
    expect(sessionStorage.getItem(draftKeys.details('gas-and-electricity'))).toBe(personal);
  });
});
