/**
 * The local platform serving one build, in its own process so that Lighthouse's work in the
 * bench process never delays a response.   tsx bench/serve.ts <distDir> <port>
 */
import { resolve } from 'node:path';
import { buildPlatform } from '../server/app';

const [distDir = 'dist', port = '0'] = process.argv.slice(2);
const { app } = await buildPlatform({ distDir: resolve(distDir), databasePath: ':memory:' });
await app.listen({ port: Number(port), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
