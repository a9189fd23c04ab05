import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { HEALTH_PATH } from '@/config/api-paths';
import type { PlatformRole } from '../../server/app';
import { server } from './msw';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = (probe.address() as AddressInfo) ?? { port: 0 };
      probe.close(() => resolve(port));
    });
  });

/**
 * Settles once a connection to the port on loopback is refused: its process is gone, and the
 * kernel no longer queues connections for it. Each attempt that is taken is closed at once.
 */
export async function refusesConnections(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return;
  }
}

/** Requests from the test to real processes on loopback pass the test's mock service by. */
export const letLoopbackThrough = () =>
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

export interface RunningRole {
  child: ChildProcess;
  port: number;
  url: string;
  /** Standard output so far, line by line (the JSON log). */
  lines(): string[];
  /** Settles with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The platform in one role as its own process (server/main.ts, as npm start and npm run
 * start:help-service run it), once it answers /healthz.
 */
export async function startRole(role: PlatformRole, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', `--role=${role}`], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited (${child.exitCode})`);
    const status = await send(url, HEALTH_PATH, { method: 'GET' }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${role} did not answer ${HEALTH_PATH} within 90 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    port,
    url,
    lines: () => out.split('\n').filter(Boolean),
    exited,
  } satisfies RunningRole;
}

const agents = new Map<string, Agent>();
/** A keep-alive connection pool per local address, as a browser keeps its connections. */
const agentFor = (localAddress = '127.0.0.1') => {
  if (!agents.has(localAddress)) {
    agents.set(localAddress, new Agent({ keepAlive: true, maxSockets: 4, localAddress }));
  }
  return agents.get(localAddress)!;
};

/**
 * One request with node:http, from a loopback address of its choosing (nginx counts its limits
 * per client address): the status and body, or a rejection when the connection fails.
 */
export function send(
  base: string,
  path: string,
  {
    method = 'POST',
    body,
    headers = {},
    localAddress,
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    localAddress?: string;
  } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: agentFor(localAddress),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
