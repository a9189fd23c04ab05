import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { loadBeaconWhenConsented } from '@/features/consent/beacon';
import { saveConsent } from '@/features/consent/consent';
import { startMonitoringWhenConsented } from '@/features/consent/monitoring';
import { usePageViews } from '@/features/consent/page-views';
import { BASENAME } from '@/config/paths';

const rum = vi.hoisted(() => ({ init: vi.fn(), setTrackingConsent: vi.fn() }));
vi.mock('@datadog/browser-rum', () => ({ datadogRum: rum }));

const settings = { ...env };
afterEach(() => {
  Object.assign(env, settings);
  Cookies.remove('OptanonConsent', { path: '/' });
  Cookies.remove('OptanonAlertBoxClosed', { path: '/' });
  Cookies.remove('_dd_s_v2', { path: '/' });
  Cookies.remove('_dd_s', { path: '/' });
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.dataLayer;
  vi.clearAllMocks();
});

describe('monitoring, when performance consent is withdrawn', () => {
  beforeEach(() => {
    Object.assign(env, {
      VITE_DATADOG_APPLICATION_ID: 'app',
      VITE_DATADOG_CLIENT_TOKEN: 'token',
    });
  });

  it('stops collecting at once, forgets its session in the browser, and takes up again only with consent', async () => {
    const stop = startMonitoringWhenConsented();
    saveConsent({ performance: true, targeting: false });
    await vi.waitFor(() => expect(rum.init).toHaveBeenCalledTimes(1));
    // What the SDK keeps: a session cookie (and one of its earlier versions').
    Cookies.set('_dd_s_v2', 'id=abc&created=1', { path: '/' });
    Cookies.set('_dd_s', 'id=old&created=1', { path: '/' });

    saveConsent({ performance: false, targeting: false });
    await vi.waitFor(() => expect(rum.setTrackingConsent).toHaveBeenCalledWith('not-granted'));
    expect(Cookies.get('_dd_s_v2')).toBeUndefined();
    expect(Cookies.get('_dd_s')).toBeUndefined();

    saveConsent({ performance: true, targeting: false });
    await vi.waitFor(() => expect(rum.setTrackingConsent).toHaveBeenLastCalledWith('granted'));
    // Started once a page: consent given again resumes it.
    expect(rum.init).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the personalisation beacon, when targeting consent is withdrawn', () => {
  it('is taken out of the page and not loaded again until consent is given again', () => {
    Object.assign(env, { VITE_BEACON_URL: '/beacon.js' });
    const beacons = () => document.head.querySelectorAll('script[src="/beacon.js"]').length;
    const stop = loadBeaconWhenConsented();
    saveConsent({ performance: false, targeting: true });
    expect(beacons()).toBe(1);
    saveConsent({ performance: false, targeting: false });
    expect(beacons()).toBe(0);
    saveConsent({ performance: true, targeting: false });
    expect(beacons()).toBe(0);
    stop();
  });
});

function PageViews() {
  usePageViews();
  return (
    <main id="main-content">
      <h1>Meters</h1>
    </main>
  );
}
const pageViews = () => (window.dataLayer ?? []).filter((e) => e.event === 'page_view');
/**
 * The page's view would have been sent by now: it is decided in a task queued when the rendered
 * page's heading was found (lib/main-heading.ts), which runs before one queued after the render.
 */
const afterTheViewWouldBeSent = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page views', () => {
  it('are sent only with analytics consent: the page opened before consent once it is given', async () => {
    render(
      <MemoryRouter initialEntries={['/meters']}>
        <PageViews />
      </MemoryRouter>,
    );
    // The page has its heading, but nothing is sent without consent.
    await afterTheViewWouldBeSent();
    expect(pageViews()).toEqual([]);
    saveConsent({ performance: true, targeting: false });
    await vi.waitFor(() =>
      expect(pageViews()).toEqual([expect.objectContaining({ page_path: `${BASENAME}/meters` })]),
    );
    // Once per page, however often consent is saved.
    saveConsent({ performance: true, targeting: true });
    expect(pageViews()).toHaveLength(1);
  });

  it('are no longer sent after a withdrawal', async () => {
    saveConsent({ performance: false, targeting: false });
    render(
      <MemoryRouter initialEntries={['/meters']}>
        <PageViews />
      </MemoryRouter>,
    );
    await afterTheViewWouldBeSent();
    expect(pageViews()).toEqual([]);
  });
});
