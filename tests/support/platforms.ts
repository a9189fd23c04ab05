import { afterEach } from 'vitest';
import { buildPlatform } from '../../server/app';

/**
 * Platforms for a test file (an in-memory database unless given a path), each closed after its
 * test.
 */
export function usePlatforms() {
  let apps: Awaited<ReturnType<typeof buildPlatform>>['app'][] = [];
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
  });
  return async (databasePath = ':memory:') => {
    const platform = await buildPlatform({ databasePath });
    apps.push(platform.app);
    return platform;
  };
}
