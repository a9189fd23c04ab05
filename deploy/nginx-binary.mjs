import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const INSTALL =
  'Install nginx and its brotli static module with:  apt-get install nginx libnginx-mod-http-brotli-static' +
  '   (or set NGINX_PATH to an nginx binary).';

const onPath = () => {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/**
 * nginx (NGINX_PATH, else Debian's /usr/sbin/nginx or one on PATH) and its brotli static module,
 * with where its mime.types are; or, when something is missing, `problem` saying how to install
 * it. Used by npm run start:nginx, the browser tests and the benchmark.
 */
export function findNginx() {
  const binary =
    process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : onPath());
  if (!binary || !existsSync(binary)) {
    return { problem: `nginx was not found${binary ? ` at ${binary}` : ''}.\n${INSTALL}` };
  }
  // nginx -V says how it was built (on stderr): where its modules and configuration live.
  const { stdout, stderr } = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const built = `${stdout}${stderr}`;
  const option = (name, fallback) => new RegExp(`--${name}=(\\S+)`).exec(built)?.[1] ?? fallback;
  const modules = option('modules-path', '/usr/lib/nginx/modules');
  const brotli = join(modules, 'ngx_http_brotli_static_module.so');
  if (!existsSync(brotli)) {
    return { problem: `nginx's brotli static module is not installed (${brotli}).\n${INSTALL}` };
  }
  const mimeTypes = join(dirname(option('conf-path', '/etc/nginx/nginx.conf')), 'mime.types');
  if (!existsSync(mimeTypes)) return { problem: `nginx's ${mimeTypes} was not found.\n${INSTALL}` };
  return { binary, brotli, mimeTypes };
}
