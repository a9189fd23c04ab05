// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { boundedMemo, encodeOnce } from '../../../server/encoded';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

describe('bodies compressed once', () => {
  it('keeps a brotli and a gzip copy of a body worth compressing, and none of a tiny one', () => {
    const text = 'Your bill explained. '.repeat(100);
    const body = encodeOnce(text);
    expect(brotliDecompressSync(body.br!).toString()).toBe(text);
    expect(gunzipSync(body.gzip!).toString()).toBe(text);
    expect(encodeOnce('tiny')).toEqual({ raw: Buffer.from('tiny') });
  });
});

describe('a memo that a flood of different requests cannot grow', () => {
  it('answers a repeated key from memory and forgets the oldest beyond its limit', () => {
    const compute = vi.fn((key: string) => key.length);
    const memo = boundedMemo(2, compute);
    memo('/a');
    memo('/a');
    expect(compute).toHaveBeenCalledTimes(1);
    memo('/bb');
    memo('/ccc'); // /a is forgotten
    memo('/bb');
    expect(compute).toHaveBeenCalledTimes(3);
    memo('/a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
