// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { SEARCH_MAX } from '@/config/limits';
import { BASENAME, helpServicePaths, paths, proxiedPrefixes } from '@/config/paths';
import { startNginx } from '../../../deploy/nginx';
import { nginxConfig, nginxHttpConfig, writePaths } from '../../../deploy/nginx-config';
import { REQUEST_HEAD_BYTES } from '../../../serving/request-size';
import { freePort, letLoopbackThrough } from '../../support/processes';

/*
 * Issue 48: the longest search a customer may type (SEARCH_MAX characters) reaches the help
 * service through nginx, whatever it is written in. A 2,000-character accented search is a 12 KB
 * address, and nginx's 8 KB default answered its own 414.
 */

const dir = mkdtempSync(join(tmpdir(), 'hs-long-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => letLoopbackThrough());

it('takes a search of SEARCH_MAX characters of three UTF-8 bytes each to the help service', async () => {
  const env = parseEnv({});
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'deploy'), { recursive: true });
  writeFileSync(
    join(dist, 'deploy', 'nginx.conf'),
    nginxConfig({
      shells: [],
      csp: {},
      proxied: proxiedPrefixes(env),
      writes: writePaths(env),
      helpService: helpServicePaths(env),
      searchPage: paths.searchPage(),
    }),
  );
  writeFileSync(join(dist, 'deploy', 'nginx-http.conf'), nginxHttpConfig());
  // The help service (as its own head limit: REQUEST_HEAD_BYTES), answering with how many
  // characters of search it was given.
  const service: Server = createServer({ maxHeaderSize: REQUEST_HEAD_BYTES }, (req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${q.length}`);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
  const port = await freePort();
  const nginx = await startNginx({ distDir: dist, upstream, port });
  try {
    for (const letter of ['é', '€', 'ŵ']) {
      const q = encodeURIComponent(letter.repeat(SEARCH_MAX));
      const res = await fetch(`http://127.0.0.1:${port}${BASENAME}${paths.searchPage()}?q=${q}`);
      expect([letter, res.status, await res.text()]).toEqual([letter, 200, `${SEARCH_MAX}`]);
    }
  } finally {
    await nginx.stop();
    await new Promise((resolve) => service.close(resolve));
  }
});
