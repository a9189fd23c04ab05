import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_RECHECK_MS } from '@/config/limits';
import { BASENAME } from '@/config/paths';
import { server } from '../../support/msw';

const DATA = 'https://content.example/v1/thing';

/** A fresh copy of the connection's state, and the HTTP client that reports to it. */
async function fresh() {
  vi.resetModules();
  const connection = await import('@/lib/connection');
  const { http } = await import('@/api/http');
  return { ...connection, http };
}

/** The area's address answers, or the network is not there. */
function network(answers: () => boolean) {
  server.use(
    mock.head(`*${BASENAME}/`, () =>
      answers() ? new HttpResponse(null, { status: 200 }) : HttpResponse.error(),
    ),
  );
}

describe('whether the area has a connection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is offline once a request meets no network, though the browser says it is online, until the network answers', async () => {
    const { http, isOnline, subscribeConnection } = await fresh();
    let up = false;
    network(() => up);
    server.use(mock.get(DATA, () => HttpResponse.error()));
    const changed = vi.fn();
    const stop = subscribeConnection(changed);
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(true);

    await expect(http.get(DATA)).rejects.toBeInstanceOf(TypeError);
    expect(isOnline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);

    // Still no network at the next check.
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    await vi.waitFor(() => expect(isOnline()).toBe(false));
    // A request answered (from the service worker's copies, say) proves nothing.
    server.use(mock.get(DATA, () => HttpResponse.json({ ok: true })));
    await http.get(DATA);
    expect(isOnline()).toBe(false);

    up = true;
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is not made offline by an answer that is an error', async () => {
    const { http, isOnline } = await fresh();
    server.use(mock.get(DATA, () => HttpResponse.json({ errors: [] }, { status: 503 })));
    await expect(http.get(DATA)).rejects.toMatchObject({ status: 503 });
    expect(isOnline()).toBe(true);
  });

  it('is back at once when the browser says so', async () => {
    const { checkConnection, isOnline } = await fresh();
    network(() => false);
    expect(await checkConnection()).toBe(false);
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
  });

  it('tells a dropped connection (ours to say sorry for) from no network at all', async () => {
    const { failedForWantOfNetwork, http } = await fresh();
    let up = true;
    network(() => up);
    server.use(mock.get(DATA, () => HttpResponse.error()));
    const dropped = await http.get(DATA).catch((error: unknown) => error);
    expect(await failedForWantOfNetwork(dropped)).toBe(false);
    up = false;
    expect(await failedForWantOfNetwork(dropped)).toBe(true);
    server.use(mock.get(DATA, () => HttpResponse.json({}, { status: 500 })));
    const ours = await http.get(DATA).catch((error: unknown) => error);
    expect(await failedForWantOfNetwork(ours)).toBe(false);
  });

  it('asks the network when asked, and says what it found', async () => {
    const { checkConnection, isOnline } = await fresh();
    let up = false;
    network(() => up);
    expect(await checkConnection()).toBe(false);
    expect(isOnline()).toBe(false);
    up = true;
    expect(await checkConnection()).toBe(true);
    expect(isOnline()).toBe(true);
  });
});
