import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Each worker's servers listen on ports of its own, fixed by its place among the workers
 * (TEST_PARALLEL_INDEX: a worker started after one that failed takes its place, and its ports once
 * they are let go). Fixed, so a spec's addresses are known when it is loaded, before its worker's
 * fixtures start the servers: the global setup claims a block of free ports for the run.
 */
const ROLES = ['platform', 'flagged', 'nginx', 'nginxTls'] as const;
type Role = (typeof ROLES)[number];

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * Where the system's ephemeral ports begin: those it hands out to every outgoing connection and
 * every server on port 0 (the browser's, the platform's, the unit tests'). A block among them can
 * be free when claimed and taken a minute later (nginx: "Address already in use", under load).
 */
function ephemeralFloor() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

/** The first port of a block in which every worker's every role is free, below the ephemeral ones. */
export async function claimPorts(workers: number) {
  const size = workers * ROLES.length;
  const lowest = 10_000;
  const highest = Math.max(lowest + size, ephemeralFloor()) - size;
  for (let tries = 0; tries < 50; tries++) {
    const base = lowest + Math.floor(Math.random() * (highest - lowest));
    const ports = Array.from({ length: size }, (_, i) => base + i);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
  throw new Error(`No block of ${size} free loopback ports was found for the browser tests.`);
}

/** This worker's port for a role. Only in a worker, after the global setup. */
export function portOf(role: Role) {
  const base = Number(process.env.E2E_PORT_BASE);
  const slot = Number(process.env.TEST_PARALLEL_INDEX);
  return base + slot * ROLES.length + ROLES.indexOf(role);
}
