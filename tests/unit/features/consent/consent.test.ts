import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_EVENT,
  currentChoice,
  parseConsentGroups,
  saveConsent,
  whenConsented,
} from '@/features/consent/consent';
import { scrub, scrubEvent } from '@/lib/scrub';
import { BASENAME } from '@/config/paths';

afterEach(() => {
  Cookies.remove('OptanonConsent', { path: '/' });
  Cookies.remove('OptanonAlertBoxClosed', { path: '/' });
});

describe('parseConsentGroups', () => {
  it("reads the active groups from OneTrust's cookie", () => {
    const cookie =
      'isGpcEnabled=0&datestamp=x&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0';
    expect([...parseConsentGroups(cookie)]).toEqual(['C0001', 'C0002']);
  });
  it('treats no cookie as no consent', () => {
    expect(parseConsentGroups(undefined).size).toBe(0);
  });
});

describe('whenConsented', () => {
  it('starts at once when consent is already given', () => {
    saveConsent({ performance: true, targeting: false });
    const start = vi.fn();
    whenConsented('C0002', start, vi.fn());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for a consent update, then starts once however many updates follow', () => {
    const start = vi.fn();
    whenConsented('C0002', start, vi.fn());
    expect(start).not.toHaveBeenCalled();
    saveConsent({ performance: false, targeting: true });
    expect(start).not.toHaveBeenCalled();
    saveConsent({ performance: true, targeting: true });
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('ignores a global planted in the page', () => {
    (window as unknown as Record<string, string>).OnetrustActiveGroups = ',C0001,C0002,';
    const start = vi.fn();
    whenConsented('C0002', start, vi.fn());
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(start).not.toHaveBeenCalled();
    delete (window as unknown as Record<string, string>).OnetrustActiveGroups;
  });
});

describe('withdrawing consent', () => {
  it('stops at once what a withdrawn group started, and starts it again when consent is given again', () => {
    const start = vi.fn();
    const stop = vi.fn();
    const off = whenConsented('C0002', start, vi.fn(), stop);
    saveConsent({ performance: true, targeting: false });
    expect(start).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    // Another update that leaves it on changes nothing.
    saveConsent({ performance: true, targeting: true });
    expect(start).toHaveBeenCalledTimes(1);
    saveConsent({ performance: false, targeting: true });
    expect(stop).toHaveBeenCalledTimes(1);
    saveConsent({ performance: true, targeting: false });
    expect(start).toHaveBeenCalledTimes(2);
    off();
  });

  it('stops nothing that was never started', () => {
    const stop = vi.fn();
    const off = whenConsented('C0004', vi.fn(), vi.fn(), stop);
    saveConsent({ performance: true, targeting: false });
    expect(stop).not.toHaveBeenCalled();
    off();
  });

  it('reads the choice back as it stands, and remembers a withdrawal', () => {
    expect(currentChoice()).toEqual({ performance: false, targeting: false });
    saveConsent({ performance: true, targeting: true });
    saveConsent({ performance: false, targeting: true });
    expect(currentChoice()).toEqual({ performance: false, targeting: true });
    expect(Cookies.get('OptanonAlertBoxClosed')).toBeTruthy();
  });
});

describe('scrub (monitoring beforeSend)', () => {
  it('removes emails, postcodes and phone numbers', () => {
    expect(scrub('/search?q=sam.t%40example.com&pc=SW1A+1AA')).toBe(
      '/search?q=[email]&pc=[postcode]',
    );
    expect(scrub('call 07700 900982 or +44 20 7946 0958')).toBe('call [phone] or [phone]');
    expect(scrub('Failed for sam@example.com at LS1 4AB')).toBe('Failed for [email] at [postcode]');
  });

  it('leaves ordinary text and ids alone', () => {
    expect(scrub(`${BASENAME}/meters/faulty-meter`)).toBe(`${BASENAME}/meters/faulty-meter`);
  });

  it('scrubs view URLs, action names and errors in a RUM event', () => {
    const event = {
      view: { url: 'https://x/search?q=sam@example.com', referrer: '' },
      action: { target: { name: 'Find address LS1 4AB' } },
      error: { message: 'Bad phone 07700900982', stack: 'at sam@example.com' },
    };
    scrubEvent(event);
    expect(event).toEqual({
      view: { url: 'https://x/search?q=[email]', referrer: '' },
      action: { target: { name: 'Find address [postcode]' } },
      error: { message: 'Bad phone [phone]', stack: 'at [email]' },
    });
  });
});
