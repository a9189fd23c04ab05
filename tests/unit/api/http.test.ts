import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { getJson, getText, http } from '@/api/http';
import { env } from '@/config/env';
import { HttpError, ResponseShapeError } from '@/api/http-error';
import { server } from '../../support/msw';

describe('getJson', () => {
  it('parses a good response with its schema', async () => {
    server.use(mswHttp.get('*/thing', () => HttpResponse.json({ name: 'boiler' })));
    await expect(getJson('/thing', z.object({ name: z.string() }))).resolves.toEqual({
      name: 'boiler',
    });
  });

  it('turns a failed response into an HttpError with the SPEC message', async () => {
    server.use(
      mswHttp.get('*/thing', () =>
        HttpResponse.json({ message: 'No such thing' }, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const error = await getJson('/thing', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      'Fetching /thing returned response: Status: 404, Text: No such thing',
    );
    expect((error as HttpError).code).toBe('404 Not Found');
  });

  it('reports a response of the wrong shape clearly instead of passing it on', async () => {
    server.use(mswHttp.get('*/thing', () => HttpResponse.json({ name: 42 })));
    await expect(getJson('/thing', z.object({ name: z.string() }))).rejects.toThrow(
      ResponseShapeError,
    );
  });
});

describe('the HTTP client', () => {
  it('posts a body as JSON with the headers given, and reads the JSON answer', async () => {
    let sent: { type: string | null; key: string | null; body: unknown } | undefined;
    server.use(
      mswHttp.post('*/leads', async ({ request }) => {
        sent = {
          type: request.headers.get('Content-Type'),
          key: request.headers.get('Idempotency-Key'),
          body: await request.json(),
        };
        return HttpResponse.json({ data: { id: '7' } }, { status: 201 });
      }),
    );
    const res = await http.post<{ data: { id: string } }>(
      '/leads',
      { data: { type: 'leads' } },
      { headers: { 'Content-Type': 'application/vnd.api+json', 'Idempotency-Key': 'k1' } },
    );
    expect(res).toEqual({ status: 201, data: { data: { id: '7' } } });
    expect(sent).toEqual({
      type: 'application/vnd.api+json',
      key: 'k1',
      body: { data: { type: 'leads' } },
    });
  });

  it('keeps an error page that is not JSON as text in the HttpError', async () => {
    server.use(
      mswHttp.get(
        '*/thing',
        () =>
          new HttpResponse('<h1>Bad gateway</h1>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await getJson('/thing', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).message).toBe(
      'Fetching /thing returned response: Status: 502, Text: Bad Gateway',
    );
  });

  it('gives text as it came when text is asked for', async () => {
    server.use(mswHttp.get('*/article', () => HttpResponse.text('{"not": "parsed"}')));
    await expect(getText('/article')).resolves.toBe('{"not": "parsed"}');
  });

  it('gives up on a service that does not answer, after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        mswHttp.get('*/slow', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const pending = http.get('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(env.VITE_HTTP_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect((error as DOMException).name).toBe('TimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });
});
