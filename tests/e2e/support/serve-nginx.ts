import { startNginx } from '../../../deploy/nginx';
import { testCertificate } from '../../support/tls';

/**
 * nginx in front of a platform, as the deployment checks (nginx-*.spec.ts) use it: the build's
 * own configuration, plain HTTP on PORT and HTTPS with HTTP/2 on TLS_PORT with a certificate made
 * for the run. SIGHUP reloads the configuration (a new release), SIGTERM stops.
 */
const nginx = await startNginx({
  distDir: process.env.DIST_DIR!,
  upstream: process.env.UPSTREAM!,
  port: Number(process.env.PORT),
  tlsPort: Number(process.env.TLS_PORT),
  tls: await testCertificate(),
});
process.on('SIGHUP', () => nginx.reload());
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void nginx.stop().then(() => process.exit(0)));
}
void nginx.exited.then((code) => process.exit(code ?? 1));
