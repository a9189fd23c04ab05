/**
 * The local platform serving one build, in its own process so that Lighthouse's work in the
 * bench process never delays a response.   tsx bench/serve.ts <distDir> <port> [--http1]
 *
 * HTTPS with HTTP/2 by default, with a certificate made for this run, as production serves the
 * area; --http1 serves plain HTTP/1.1, as `npm start` does.
 */
import { resolve } from 'node:path';
import { generate } from 'selfsigned';
import { buildPlatform } from '../server/app';

const [distDir = 'dist', port = '0'] = process.argv.slice(2);
const http1 = process.argv.includes('--http1');
const tls = http1
  ? undefined
  : await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    }).then((pems) => ({ key: pems.private, cert: pems.cert }));
const { app } = await buildPlatform({ distDir: resolve(distDir), databasePath: ':memory:', tls });
await app.listen({ port: Number(port), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
