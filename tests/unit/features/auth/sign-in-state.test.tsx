import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '@/features/auth';
import { gateFor, nextState, signInUrl } from '@/features/auth/sign-in-state';
import { BASENAME } from '@/config/paths';

describe('gateFor (signed-in pages, SPEC §4)', () => {
  it('lets a customer with both cookies in', () => {
    expect(gateFor({ access: true, identity: true })).toEqual({ kind: 'allow' });
  });
  it('sends an access token without an identity token to sign out', () => {
    expect(gateFor({ access: true, identity: false })).toEqual({
      kind: 'redirect',
      to: 'sign-out',
    });
  });
  it('sends someone with neither to sign in', () => {
    expect(gateFor({ access: false, identity: false })).toEqual({
      kind: 'redirect',
      to: 'sign-in',
    });
  });
});

describe('nextState', () => {
  const both = { access: true, identity: true };
  const one = { access: true, identity: false };
  it('goes signed-in -> signing-out -> signed-out when a cookie goes', () => {
    expect(nextState('signed-in', one)).toBe('signing-out');
    expect(nextState('signing-out', one)).toBe('signed-out');
    expect(nextState('signed-out', one)).toBe('signed-out');
  });
  it('stays signed in while both cookies are there, and signs in when both appear', () => {
    expect(nextState('signed-in', both)).toBe('signed-in');
    expect(nextState('signed-out', both)).toBe('signed-in');
  });
});

describe('signInUrl', () => {
  it('adds the return path', () => {
    expect(signInUrl('/sign-in', `${BASENAME}/deals`)).toBe(
      `/sign-in?returnTo=${encodeURIComponent(`${BASENAME}/deals`)}`,
    );
  });
});

function Probe() {
  const { state } = useSession();
  return <p data-testid="state">{state}</p>;
}

describe('SessionProvider cookie recheck', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Cookies.remove('access_token');
    Cookies.remove('id_token');
  });

  it('signs out at the next 30 s recheck after a cookie disappears, clearing stored keys and drafts', async () => {
    Cookies.set('access_token', 'a');
    Cookies.set('id_token', 'b');
    localStorage.setItem('chosenTariff', 'x');
    localStorage.setItem('pendingTariffDismissed', 'true');
    sessionStorage.setItem('hs-draft:details:gas-and-electricity', '{"firstName":"Sam"}');
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('signed-in');
    Cookies.remove('id_token');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.getByTestId('state')).toHaveTextContent('signed-in');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByTestId('state')).toHaveTextContent('signed-out');
    expect(localStorage.getItem('chosenTariff')).toBeNull();
    expect(localStorage.getItem('pendingTariffDismissed')).toBeNull();
    expect(sessionStorage.getItem('hs-draft:details:gas-and-electricity')).toBeNull();
  });
});
