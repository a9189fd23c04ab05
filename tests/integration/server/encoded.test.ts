// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  boundedMemo,
  encodeOnce,
  encodingTaken,
  withCopyFor,
  type Encoded,
} from '../../../server/encoded';
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

describe('bodies made for one request (issue 37)', () => {
  it('are compressed only into the copy the browser takes, when it first asks', () => {
    const text = 'Search results for boiler pressure. '.repeat(100);
    const body: Encoded = { raw: Buffer.from(text) };
    withCopyFor(body, encodingTaken('gzip, deflate'));
    expect(Object.keys(body).sort()).toEqual(['gzip', 'raw']);
    expect(gunzipSync(body.gzip!).toString()).toBe(text);
    const gzipped = body.gzip;
    withCopyFor(body, encodingTaken('br, gzip'));
    expect(brotliDecompressSync(body.br!).toString()).toBe(text);
    expect(body.gzip).toBe(gzipped);
    // A browser that takes neither gets the page as it is; a tiny page is not worth compressing.
    expect(withCopyFor({ raw: Buffer.from(text) }, encodingTaken('identity'))).toEqual({
      raw: Buffer.from(text),
    });
    expect(withCopyFor({ raw: Buffer.from('tiny') }, 'br')).toEqual({ raw: Buffer.from('tiny') });
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
