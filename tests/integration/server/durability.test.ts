// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../server/store';
import { validLeadBody } from '../../support/leads';
import { server } from '../../support/msw';

/*
 * What a customer is told is what is kept: a lead the platform answered 201 for is on disk, even
 * if the process is killed outright a moment later (SQLite WAL with synchronous=FULL). The real
 * server runs as its own process, posts arrive from several connections at once, and the process
 * gets SIGKILL, which nothing can catch or tidy up after.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hs-durability-'));
const databasePath = join(dir, 'leads.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const startPlatform = async (port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: databasePath, LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`platform exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Help & Support:')) resolve();
    });
  });
  return child;
};

const killed = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => resolve(signal));
    child.kill('SIGKILL');
  });

describe('leads survive the platform being killed', () => {
  it('keeps every lead it acknowledged when killed with SIGKILL mid-stream', async () => {
    const port = await freePort();
    // These requests are meant for the real process, not for the test's mock service.
    server.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    const child = await startPlatform(port);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const body = JSON.stringify(validLeadBody());
    // Eight customers sending one after another on their own connections until the kill.
    const sender = async (n: number) => {
      for (let i = 0; !stop; i++) {
        sent++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/v1/leads`, {
            method: 'POST',
            headers: {
              'content-type': 'application/vnd.api+json',
              'x-client-id': 'durability-test',
              'idempotency-key': `sender-${n}-${i}`,
            },
            body,
          });
          if (res.status === 201) acknowledged.push((await res.json()).data.id as string);
        } catch {
          return; // the connection died with the process: that post was never acknowledged
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, n) => sender(n));
    // Kill once a good number are through, while the others are in flight.
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 5));
    const signal = await killed(child);
    stop = true;
    await Promise.all(senders);
    expect(signal).toBe('SIGKILL');
    expect(sent).toBeGreaterThan(acknowledged.length);

    // After a restart the database opens cleanly and holds every acknowledged lead.
    const restarted = await startPlatform(port);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/v1/leads/${acknowledged.at(-1)}`, {
        headers: { 'x-client-id': 'durability-test' },
      });
      expect(answer.status).toBe(200);
    } finally {
      await killed(restarted);
    }
    const store = openStore(databasePath);
    try {
      const missing = acknowledged.filter((id) => !store.getLead(id, 'durability-test'));
      expect(missing).toEqual([]);
      expect(store.countLeads()).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      store.close();
    }
  }, 60_000);
});
