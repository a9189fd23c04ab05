import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getJson } from '@/api/http';
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
