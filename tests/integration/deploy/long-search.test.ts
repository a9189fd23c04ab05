// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { SEARCH_MAX } from '@/config/limits';
import { BASENAME, paths } from '@/config/paths';
import { startNginx } from '../../../deploy/nginx';
import { REQUEST_HEAD_BYTES } from '../../../serving/request-size';
import { freePort, letLoopbackThrough } from '../../support/processes';
import { distWithNginxConfig } from '../../support/nginx-dist';

/*
 * Issue 48: the longest search a customer may type (SEARCH_MAX characters) reaches the help
 * service through nginx, whatever it is written in. A 2,000-character accented search is a 12 KB
 * address, and nginx's 8 KB default answered its own 414.
 */

const dir = mkdtempSync(join(tmpdir(), 'hs-long-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => letLoopbackThrough());

it('takes a search of SEARCH_MAX characters of three UTF-8 bytes each to the help service', async () => {
  const dist = distWithNginxConfig(dir, { searchPage: true });
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
