/**
 * Debian's nginx serving a build with the configuration the build wrote (dist/deploy/nginx.conf
 * in the server {} block, dist/deploy/nginx-http.conf in http {}), run by whoever starts it: its
 * own pid file, temporary paths and error log in a directory of its own, nothing under /etc or
 * /var. Used by npm run start:nginx, the browser tests and the bench; checkNginx is `nginx -t` on
 * the same.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxHttpConfig, upstreamServer } from './nginx-config';
import { findNginx } from './nginx-binary.mjs';
import { BASENAME } from '../src/config/paths';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface NginxOptions {
  /** The build (dist/). A symlink stays one: pointing it at another build is a new release. */
  distDir: string;
  /** Where the API and content paths go ($hs_upstream), e.g. the platform's http://127.0.0.1:4174. */
  upstream: string;
  /**
   * Where the help service is ($hs_help_service: page feedback, search gaps, the search page with
   * words): the same as `upstream` unless given; several addresses are an upstream group of its
   * instances, each request to one of them, the next tried when one cannot be reached (the
   * failures counted as deploy/nginx-config.ts's NGINX_UPSTREAM says).
   */
  helpService?: string | string[];
  host?: string;
  /** Plain HTTP/1.1 on `port`; HTTPS with HTTP/2 on `tlsPort` when given a key and certificate. */
  port?: number;
  tlsPort?: number;
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Log each request's method, path (never the query string) and status to stdout. */
  accessLog?: boolean;
  /**
   * nginx's main error log level (stderr), for what is not about this area's requests (the
   * build's configuration sets its own for them); `warn` unless said.
   */
  logLevel?: 'info' | 'warn' | 'error' | 'crit';
  /**
   * The configuration to run instead of the build's own deploy/nginx.conf and
   * deploy/nginx-http.conf (the browser tests shorten a timeout). Without it, a build that has
   * no nginx-http.conf gets the one this source writes.
   */
  config?: { server?: string; http?: string };
}

export interface RunningNginx {
  /** Re-reads the configuration, the build's included: how a release is taken up. */
  reload(): void;
  /** What nginx has written to its error log (standard error) so far. */
  errorLog(): string;
  stop(): Promise<void>;
  /** Settles when nginx stops, with its exit code. */
  exited: Promise<number | null>;
}

const accepts = (host: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** The files nginx is given and how it is run: the configuration around the build's. */
function prepare(options: NginxOptions) {
  const nginx = findNginx();
  if (nginx.problem !== undefined) throw new Error(nginx.problem);
  const { port, tlsPort, tls, host = '127.0.0.1' } = options;
  if (port === undefined && tlsPort === undefined) throw new Error('nginx needs a port');
  if (tlsPort !== undefined && !tls) throw new Error('HTTPS needs a key and a certificate');

  const work = mkdtempSync(join(tmpdir(), 'hs-nginx-'));
  // The site's root: the area's files under BASENAME, and the page for unknown paths
  // (in production the main site's own) beside them.
  const site = join(work, 'site');
  mkdirSync(site);
  symlinkSync(resolve(options.distDir), join(site, BASENAME));
  for (const file of ['page-not-found.html', 'page-not-found.css', 'page-not-found.js']) {
    symlinkSync(join(root, 'server', 'public', file), join(site, file));
  }
  if (tls) {
    writeFileSync(join(work, 'tls.key'), tls.key, { mode: 0o600 });
    writeFileSync(join(work, 'tls.crt'), tls.cert);
  }
  // Through the symlink: a reload reads the configuration of the build it now points at. A
  // build made before the http {} part was written gets it from this source.
  const deploy = join(site, BASENAME, 'deploy');
  const given = (name: string, text: string | undefined) => {
    if (text === undefined) return join(deploy, name);
    writeFileSync(join(work, `given-${name}`), text);
    return join(work, `given-${name}`);
  };
  const serverConf = given('nginx.conf', options.config?.server);
  const httpConf = given(
    'nginx-http.conf',
    options.config?.http ??
      (existsSync(join(options.distDir, 'deploy', 'nginx-http.conf'))
        ? undefined
        : nginxHttpConfig()),
  );
  const instances = Array.isArray(options.helpService) ? options.helpService : null;
  const helpService = instances
    ? 'http://hs_help_service'
    : (options.helpService ?? options.upstream);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const dir of temp) mkdirSync(join(work, dir));
  const listen = [
    ...(port !== undefined ? [`listen ${host}:${port};`] : []),
    ...(tlsPort !== undefined ? [`listen ${host}:${tlsPort} ssl http2;`] : []),
  ];
  const config = [
    '# A local nginx for this project (deploy/nginx.ts): the server block a web team writes',
    '# around the configuration the build made.',
    `load_module ${nginx.brotli};`,
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(work, 'nginx.pid')};`,
    `error_log stderr ${options.logLevel ?? 'warn'};`,
    // Run as root, nginx would hand its workers to "nobody", who cannot read a private build.
    ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
    `    include ${nginx.mimeTypes};`,
    '    default_type application/octet-stream;',
    ...temp.map((dir) => `    ${dir}_temp_path ${join(work, dir)};`),
    '    sendfile on;',
    // The path as asked for, without its query string (postcodes, search words).
    '    map $request_uri $hs_path {',
    '        ~^(?<path>[^?]*) $path;',
    '    }',
    "    log_format paths '$time_iso8601 $request_method $hs_path $status $body_bytes_sent';",
    `    access_log ${options.accessLog ? '/dev/stdout paths' : 'off'};`,
    // The zones of the per-client limits (nginx allows them in http {} only).
    `    include ${httpConf};`,
    ...(instances
      ? [
          // An instance is taken out only for failures (not reached, reset, timed out), never
          // for an answer, a refusal included (NGINX_UPSTREAM in nginx-config.ts, issue 48).
          '    upstream hs_help_service {',
          ...instances.map((url) => `        ${upstreamServer(new URL(url).host)}`),
          '    }',
        ]
      : []),
    '    server {',
    ...listen.map((line) => `        ${line}`),
    ...(tls
      ? [
          `        ssl_certificate ${join(work, 'tls.crt')};`,
          `        ssl_certificate_key ${join(work, 'tls.key')};`,
        ]
      : []),
    `        root ${site};`,
    `        set $hs_upstream ${options.upstream};`,
    `        set $hs_help_service ${helpService};`,
    `        include ${serverConf};`,
    '    }',
    '}',
    '',
  ].join('\n');
  writeFileSync(join(work, 'nginx.conf'), config);
  return {
    binary: nginx.binary,
    work,
    args: ['-p', `${work}/`, '-c', join(work, 'nginx.conf'), '-e', 'stderr'],
    host,
    probe: port ?? tlsPort!,
  };
}

/**
 * nginx's own check (nginx -t) of the configuration startNginx would run: its syntax, every
 * directive in a context that allows it, every zone and named location declared.
 */
export function checkNginx(options: NginxOptions): { ok: boolean; said: string } {
  const { binary, work, args } = prepare(options);
  try {
    const { status, stdout, stderr } = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
    return { ok: status === 0, said: `${stdout}${stderr}` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Starts nginx in the foreground; rejects with nginx's own words if it does not start. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { binary, work, args, host, probe } = prepare(options);
  const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    process.stderr.write(chunk);
  });
  // Once its standard error is read to the end too.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  void exited.then(() => rmSync(work, { recursive: true, force: true }));

  const deadline = Date.now() + 10_000;
  while (!(await accepts(host, probe))) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${said}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on ${host}:${probe} within 10 s:\n${said}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    reload: () => child.kill('SIGHUP'),
    errorLog: () => said,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
    exited,
  };
}
