import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from '@/config/env-schema';
import { helpServicePaths, paths, proxiedPrefixes } from '@/config/paths';
import { nginxConfig, nginxHttpConfig, writePaths } from '../../deploy/nginx-config';

/**
 * A build folder in `parent` with only the nginx configuration the build writes with the default
 * settings (deploy/nginx.conf and nginx-http.conf), for tests of nginx in front of processes of
 * their own. `searchPage`: with the search page the help service answers (decision 034).
 * `errorLog`: the server's error log at another level than the build's `crit` (nginx notes an
 * instance taken out at `warn`).
 */
export function distWithNginxConfig(
  parent: string,
  { searchPage = false, errorLog }: { searchPage?: boolean; errorLog?: 'warn' } = {},
) {
  const dist = mkdtempSync(join(parent, 'dist-'));
  const env = parseEnv({});
  mkdirSync(join(dist, 'deploy'));
  let server = nginxConfig({
    shells: [],
    csp: {},
    proxied: proxiedPrefixes(env),
    writes: writePaths(env),
    helpService: helpServicePaths(env),
    ...(searchPage ? { searchPage: paths.searchPage() } : {}),
  });
  if (errorLog) {
    if (!server.includes('\nerror_log stderr crit;\n')) throw new Error('no error_log line');
    server = server.replace('\nerror_log stderr crit;\n', `\nerror_log stderr ${errorLog};\n`);
  }
  writeFileSync(join(dist, 'deploy', 'nginx.conf'), server);
  writeFileSync(join(dist, 'deploy', 'nginx-http.conf'), nginxHttpConfig());
  return dist;
}
