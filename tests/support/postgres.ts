import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type ThrowawayPostgres } from '../../deploy/throwaway-postgres.mjs';

/**
 * A PostgreSQL server of this test file's own (deploy/throwaway-postgres.mjs: a new cluster in a
 * temporary directory, on a free port), stopped and deleted after its tests; each call of the
 * function returned is a new, empty database in it, as a DATABASE_URL.
 */
export function usePostgres() {
  let server: ThrowawayPostgres | undefined;
  let made = 0;
  // initdb and the first start take seconds, many more on a machine busy with other runs.
  beforeAll(async () => {
    server = await startPostgres();
  }, 180_000);
  afterAll(() => server?.stop(), 60_000);
  return () => {
    made += 1;
    return server!.createDatabase(`help_test_${made}`);
  };
}
