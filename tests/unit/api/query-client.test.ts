import { describe, expect, it } from 'vitest';
import { HttpError } from '@/api/http-error';
import { createQueryClient, retryDelay, shouldRetry } from '@/api/query-client';

describe('query retry rules (SPEC §9)', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new HttpError('/x', 404, 'Not Found', null))).toBe(false);
    expect(shouldRetry(0, new HttpError('/x', 422, '', null))).toBe(false);
  });

  it('retries other failures three times, then gives up', () => {
    const error = new HttpError('/x', 503, '', null);
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
  });

  it('waits 1000 ms doubled per attempt, capped at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('sets stale time 30 s, cache 5 min and no refetch on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30000);
    expect(defaults?.gcTime).toBe(300000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('never retries a mutation by itself', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
