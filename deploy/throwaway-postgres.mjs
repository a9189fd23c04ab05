/**
 * A PostgreSQL server of its own for a test run or a bench: a new cluster in a temporary
 * directory (initdb), started on a free loopback port (pg_ctl) with its socket there too, and
 * deleted when stopped. No system service, nothing under /etc or /var. Debian's `postgresql`
 * package (PG_BIN, else the newest /usr/lib/postgresql/N/bin). PostgreSQL refuses to run as
 * root: as root, the cluster is the `postgres` user's (made by the package).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const INSTALL =
  'Install PostgreSQL with:  apt-get install postgresql   (or set PG_BIN to the directory of ' +
  'its initdb and pg_ctl).';

/** The directory of initdb and pg_ctl, or `problem` saying how to install them. */
function findPostgres() {
  const root = '/usr/lib/postgresql';
  const newest = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  const bin = process.env.PG_BIN ?? (newest ? join(root, newest, 'bin') : undefined);
  if (!bin || !existsSync(join(bin, 'initdb')) || !existsSync(join(bin, 'pg_ctl'))) {
    return { problem: `PostgreSQL's initdb and pg_ctl were not found.\n${INSTALL}` };
  }
  return { bin };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a throwaway cluster; `url(name)` is a database in it (`createDatabase` makes one), and
 * `stop()` stops the server and deletes everything it kept.
 */
export async function startPostgres() {
  const found = findPostgres();
  if (found.problem) throw new Error(found.problem);
  const asRoot = process.getuid?.() === 0;
  const work = mkdtempSync(join(tmpdir(), 'hs-postgres-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(work, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(found.bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(found.bin, tool), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8', cwd: work });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  const data = join(work, 'data');
  let port;
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // The port is found free just before the server starts, not before initdb's seconds; and
    // another process may still take it in between (an outgoing connection under load): the
    // server then cannot bind it, and starts again on another.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        run('pg_ctl', [
          '-D',
          data,
          '-l',
          join(work, 'server.log'),
          '-w',
          '-t',
          '60',
          '-o',
          `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c max_connections=200`,
          'start',
        ]);
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  const url = (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let stopped = false;
  return {
    port,
    url,
    /** A new, empty database in the cluster: its URL. */
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    /** Stops the server at once (its connections closed) and deletes the cluster. */
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
