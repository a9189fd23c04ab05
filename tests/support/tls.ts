import { generate } from 'selfsigned';

/** A self-signed key and certificate for 127.0.0.1, for tests of the platform over HTTPS. */
export async function testCertificate() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { key: pems.private, cert: pems.cert };
}
