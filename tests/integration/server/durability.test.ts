// @vitest-environment node
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../../server/app';
import { READY_PATH } from '../../../src/config/api-paths';
import { DamagedStoreError, openStore } from '../../../server/store';
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

// Behind a proxy on loopback, as npm run start:nginx runs it: each sender below is a customer of
// its own (X-Forwarded-For), so the per-address limits hold each to a customer's pace.
const platformEnv = (port: number, path = databasePath) => ({
  ...process.env,
  PORT: String(port),
  DATABASE_PATH: path,
  LOG_REQUESTS: 'false',
  TRUST_PROXY: '127.0.0.1',
});

const startPlatform = async (port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: platformEnv(port),
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
    // Eight connections sending one after another until the kill, each post a customer of its own.
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
              'x-forwarded-for': `10.${n}.${(i >> 8) & 255}.${i & 255}`,
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
    // Kill once a good number are through, while the others are in flight (and at the latest
    // after 30 s, so that a platform refusing them is never left running).
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 300 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const signal = await killed(child);
    stop = true;
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(signal).toBe('SIGKILL');
    expect(sent).toBeGreaterThan(acknowledged.length);

    // After a restart the database passes its check, the platform is ready, and the store holds
    // every acknowledged lead.
    const restarted = await startPlatform(port);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}${READY_PATH}`);
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

/** A database of `leads` leads, closed, with every other page after the first overwritten. */
const damagedDatabase = (name: string, leads = 2_000) => {
  const path = join(dir, name);
  openStore(path).close();
  // Written in one transaction without waiting for the disk: only the file's shape matters here.
  const db = new Database(path);
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'INSERT INTO leads (id, client_id, idempotency_key, body, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const body = JSON.stringify(validLeadBody().data);
  db.transaction(() => {
    for (let i = 0; i < leads; i++) insert.run(`HS-${i}`, 'damage-test', null, body, '2026-11-25');
  })();
  db.close();
  const pageSize = 4096;
  const pages = Math.floor(statSync(path).size / pageSize);
  const fd = openSync(path, 'r+');
  try {
    // Page 1 (the header and the schema) is left: SQLite opens the file as a database, and only
    // reading the overwritten pages shows the damage, as with the file of issue 27.
    for (let page = 2; page <= pages; page += 2) {
      writeSync(fd, randomBytes(pageSize), 0, pageSize, (page - 1) * pageSize);
    }
  } finally {
    closeSync(fd);
  }
  return path;
};

describe('a damaged database is never used', () => {
  it('refuses to open a file with overwritten pages, naming it and saying what to do', () => {
    const path = damagedDatabase('overwritten.sqlite');
    let refused: unknown;
    try {
      openStore(path).close();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DamagedStoreError);
    const message = (refused as Error).message;
    expect(message).toContain(path);
    expect(message).toMatch(/quick_check/);
    expect(message).toMatch(/restore it from your latest backup/);
    expect(message).toMatch(/move .* aside/);
  });

  it('refuses a file that is not a database at all', () => {
    const path = join(dir, 'not-a-database.sqlite');
    const fd = openSync(path, 'w');
    writeSync(fd, randomBytes(8192));
    closeSync(fd);
    expect(() => openStore(path)).toThrow(DamagedStoreError);
    expect(() => openStore(path)).toThrow(path);
  });

  it('will not start on it: main.ts says why and exits non-zero, before taking any lead', async () => {
    const path = damagedDatabase('start.sqlite', 500);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: platformEnv(port, path),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // Ends when it exits, or as soon as it says it is listening (then it is stopped: it started).
    const code = await new Promise<number | null | 'listening'>((resolve) => {
      child.once('exit', resolve);
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Help & Support: http')) resolve('listening');
      });
    });
    // Stopped if it started (a no-op once it has exited).
    child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(output).toContain('Help & Support did not start.');
    expect(output).toContain(`The database ${path} is damaged`);
    expect(output).not.toContain('Help & Support: http');
  }, 30_000);

  it('answers ready while its store answers, and 503 (logged, with the reason) when it does not', async () => {
    const logged: string[] = [];
    const { app, store } = await buildPlatform({
      logStream: { write: (line) => void logged.push(line) },
    });
    try {
      const ready = await app.inject({ url: READY_PATH });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ meta: { ready: true } });
      expect(ready.headers['cache-control']).toBe('no-store');
      store.close();
      const gone = await app.inject({ url: READY_PATH });
      expect(gone.statusCode).toBe(503);
      expect(gone.headers['content-type']).toContain('application/vnd.api+json');
      expect(gone.json().errors[0]).toMatchObject({ status: '503', title: 'Not ready' });
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0]!).err.message).toMatch(/not open/);
    } finally {
      await app.close();
    }
  });
});
