// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import { openPostgresHelpStore, sqliteHelpStore, type HelpStore } from '../../../server/help-store';
import { openHelpTables } from '../../../server/store';
import { validFeedbackBody } from '../../support/article-feedback';
import { usePostgres } from '../../support/postgres';
import { letLoopbackThrough, send, startRole } from '../../support/processes';

/*
 * Issue 41: the help service stops as a service should on SIGTERM (a deploy, a supervisor): it
 * takes no new request, finishes those in flight, closes its store and exits, and every answer
 * it acknowledged is kept. Its own process, posts from eight connections at once, on SQLite and
 * on PostgreSQL.
 */

const dir = mkdtempSync(join(tmpdir(), 'hs-stopping-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const newPostgresDatabase = usePostgres();
beforeEach(() => letLoopbackThrough());

const CLIENT = 'stopping-test';
// Personal data a customer might type: scrubbed before it is kept, and never logged.
const COMMENT = 'Ring Sam Jones on 07700 900123 or sam.jones@example.com about this';

const engines: {
  name: string;
  where: () => Promise<{ env: Record<string, string>; open: () => Promise<HelpStore> }>;
}[] = [
  {
    name: 'SQLite',
    where: async () => {
      const path = join(dir, `help-${Date.now()}.sqlite`);
      return {
        env: { DATABASE_PATH: path },
        open: async () => sqliteHelpStore(openHelpTables(path)),
      };
    },
  },
  {
    name: 'PostgreSQL',
    where: async () => {
      const url = await newPostgresDatabase();
      return {
        env: { DATABASE_URL: url, DATABASE_PATH: join(dir, 'unused.sqlite') },
        open: () => openPostgresHelpStore(url),
      };
    },
  },
];

describe.each(engines)('the help service on $name, stopped with SIGTERM', (engine) => {
  it('finishes what is in flight, closes its store and loses nothing it acknowledged', async () => {
    const { env, open } = await engine.where();
    const service = await startRole('help-service', {
      ...env,
      DIST_DIR: dir,
      LOG_REQUESTS: 'true',
      TRUST_PROXY: '127.0.0.1',
    });
    const body = JSON.stringify({
      data: {
        ...validFeedbackBody().data,
        attributes: { ...validFeedbackBody().data.attributes, comment: COMMENT },
      },
    });
    const acknowledged: string[] = [];
    const refused: { status: number; body: string }[] = [];
    let sent = 0;
    // Eight connections posting one after another until the service no longer takes them; each
    // post a customer of its own (behind a proxy on loopback), so no limit is reached.
    const sender = async (n: number) => {
      for (let i = 0; ; i++) {
        sent++;
        try {
          const res = await send(service.url, API_PATHS.articleFeedback, {
            body,
            headers: {
              'content-type': 'application/vnd.api+json',
              'x-client-id': CLIENT,
              'x-forwarded-for': `10.${n}.${(i >> 8) & 255}.${i & 255}`,
            },
          });
          if (res.status === 201) acknowledged.push(JSON.parse(res.body).data.id as string);
          else refused.push(res);
        } catch {
          return; // the service no longer takes connections: that post was never acknowledged
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, n) => sender(n));
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 150 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const atSignal = acknowledged.length;
    service.child.kill('SIGTERM');
    await Promise.all(senders);
    const { code, signal } = await service.exited;

    expect(atSignal).toBeGreaterThanOrEqual(150);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // What arrived on an open connection while it stopped was refused as such: a JSON:API 503.
    for (const { status, body: answer } of refused) {
      expect({ status, answer: JSON.parse(answer) }).toEqual({
        status: 503,
        answer: { errors: [expect.objectContaining({ status: '503', title: 'Stopping' })] },
      });
    }
    expect(sent).toBeGreaterThan(acknowledged.length);

    // Every acknowledged answer is kept, once, and nothing that was not acknowledged.
    const store = await open();
    try {
      const missing: string[] = [];
      for (const id of acknowledged) {
        if (!(await store.getArticleFeedback(id, CLIENT))) missing.push(id);
      }
      expect(missing).toEqual([]);
      expect(await store.countArticleFeedback()).toBe(acknowledged.length);
      const kept = await store.getArticleFeedback(acknowledged[0]!, CLIENT);
      expect(kept?.attributes.comment).not.toContain('900123');
      expect(kept?.attributes.comment).not.toContain('example.com');
    } finally {
      await store.close();
    }

    // Its log: JSON lines, by method, path and status, with nothing the customer typed.
    const lines = service.lines();
    expect(lines.length).toBeGreaterThan(acknowledged.length);
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow();
      expect(line).not.toMatch(/900123|example\.com|Sam Jones|\b10\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
    }
  }, 180_000);
});
