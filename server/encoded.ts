import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response body with its brotli and gzip copies, made once rather than on every request. */
export interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A file the build wrote, with the .br and .gz copies it wrote beside it (scripts/build/main.ts). */
export const readBuilt = (file: string): Encoded => {
  const copy = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
  return { raw: readFileSync(file), br: copy('.br'), gzip: copy('.gz') };
};

/** The copies a response may be sent in, the one browsers prefer first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Compression levels: for content compressed once and sent many times, brotli 9 (most of 11's
 * saving at a fraction of the time) and gzip 9; for a body made for one request, brotli 5 and
 * gzip 6 (within a few per cent of those sizes at about a tenth of brotli 9's time).
 */
const KEPT = { br: 9, gzip: 9 };
const PER_REQUEST = { br: 5, gzip: 6 };

const compress = (data: Buffer, encoding: Encoding, levels: Record<Encoding, number>) =>
  encoding === 'br'
    ? brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.br,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipSync(data, { level: levels.gzip });

/** Content read while the platform runs, compressed the first time it is asked for. */
export const encodeOnce = (raw: Buffer | string): Encoded => {
  const data = typeof raw === 'string' ? Buffer.from(raw) : raw;
  if (data.length < 1024) return { raw: data };
  return { raw: data, br: compress(data, 'br', KEPT), gzip: compress(data, 'gzip', KEPT) };
};

/** The copy a browser takes of those offered (brotli, else gzip), or null for none. */
export const encodingTaken = (
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
) => negotiate(acceptEncoding ?? '', [...offered]) as Encoding | null;

/**
 * A body made for one request (a search page, issue 37) given the copy this browser takes, if it
 * has none yet: made when first asked for, and only that one. Small bodies are not worth it.
 */
export const withCopyFor = (body: Encoded, encoding: Encoding | null): Encoded => {
  if (!encoding || body[encoding] || body.raw.length < 1024) return body;
  body[encoding] = compress(body.raw, encoding, PER_REQUEST);
  return body;
};

/**
 * Sends the copy the browser takes (brotli, else gzip, else as it is), saying so in
 * Content-Encoding, which also tells the on-the-fly compression to leave it alone.
 */
export const sendEncoded = (req: FastifyRequest, reply: FastifyReply, body: Encoded) => {
  const encoding = encodingTaken(
    req.headers['accept-encoding'],
    ENCODINGS.filter((e) => body[e]),
  );
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body.raw);
  return reply.header('Content-Encoding', encoding).send(body[encoding]);
};

/**
 * A memo for one function of a key, holding at most `limit` answers (the oldest goes first), so a
 * flood of different requests can cost time but never memory.
 */
export const boundedMemo = <T>(limit: number, compute: (key: string) => T) => {
  const answers = new Map<string, T>();
  const memo = (key: string) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = compute(key);
    if (answers.size >= limit) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  };
  /** Whether the answer for this key is kept (asking costs nothing). */
  memo.has = (key: string) => answers.has(key);
  return memo;
};
