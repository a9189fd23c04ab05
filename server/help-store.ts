import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { ArticleFeedbackAttributes } from '../src/api/schemas/article-feedback';
import type { SearchGapOutcome } from '../src/api/schemas/search-gaps';
import { MIGRATIONS, MIGRATIONS_TABLE, MIGRATIONS_TABLE_SQL } from './migrations';
import {
  ARTICLE_FEEDBACK_COLUMNS,
  newArticleFeedbackValues,
  toArticleFeedback,
  type ArticleFeedbackRow,
  type SearchGapCount,
  type SqliteHelpTables,
  type StoredArticleFeedback,
} from './store';

/**
 * What the help service keeps (page feedback, search gap counts), the same on either engine:
 * SQLite by default, PostgreSQL when DATABASE_URL names one. Every write is committed before it
 * resolves, so a reply sent after it is never for something lost.
 */
export interface HelpStore {
  readonly engine: 'sqlite' | 'postgres';
  /** An answer to "Is this page useful?", as checked and scrubbed by its route: its id. */
  createArticleFeedback(attributes: ArticleFeedbackAttributes, clientId: string): Promise<string>;
  /** An answer, for the client that sent it only. */
  getArticleFeedback(id: string, clientId: string): Promise<StoredArticleFeedback | null>;
  countArticleFeedback(): Promise<number>;
  /** Every answer, oldest first (npm run insights). */
  articleFeedback(): Promise<StoredArticleFeedback[]>;
  /**
   * One more search with this outcome today (UTC), in one statement that adds one to the count
   * where it is, so instances counting the same search at once lose none.
   */
  countSearchGap(
    query: string,
    outcome: SearchGapOutcome,
    page: { id: string; title: string } | null,
    now?: Date,
  ): Promise<{ day: string }>;
  /** Every count kept, oldest day first. */
  searchGaps(): Promise<SearchGapCount[]>;
  /** Rejects unless the database answers and takes writes (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The help tables of a SQLite database (server/store.ts), as a HelpStore. */
export function sqliteHelpStore(tables: SqliteHelpTables, close = true): HelpStore {
  // Each call is synchronous (better-sqlite3): it has committed when it returns.
  return {
    engine: 'sqlite',
    createArticleFeedback: async (attributes, clientId) =>
      tables.createArticleFeedback(attributes, clientId),
    getArticleFeedback: async (id, clientId) => tables.getArticleFeedback(id, clientId),
    countArticleFeedback: async () => tables.countArticleFeedback(),
    articleFeedback: async () => tables.articleFeedback(),
    countSearchGap: async (query, outcome, page, now) =>
      tables.countSearchGap(query, outcome, page, now),
    searchGaps: async () => tables.searchGaps(),
    ping: async () => tables.ping(),
    close: async () => {
      if (close) tables.close();
    },
  };
}

/** A DATABASE_URL this store can use: postgres:// or postgresql://. */
export const isPostgresUrl = (url: string) => /^postgres(?:ql)?:\/\//i.test(url);

/** The URL with any password replaced, for messages. */
export const withoutPassword = (url: string) => url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');

/** Applies the migrations not yet applied, with every other instance held off meanwhile. */
async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One lock for this schema's migrations, released at COMMIT: instances starting together
    // take turns, and the second finds everything applied.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('help_schema_migrations'))");
    await client.query(MIGRATIONS_TABLE_SQL);
    const { rows } = await client.query<{ version: number }>(
      `SELECT version FROM ${MIGRATIONS_TABLE}`,
    );
    const applied = new Set(rows.map((r) => r.version));
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      await client.query(m.postgres);
      await client.query(
        `INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES ($1, $2, $3)`,
        [m.version, m.name, new Date().toISOString()],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Read in SQLite's order (its BINARY collation: by code point), whatever collation the
 * PostgreSQL database was made with.
 */
const FEEDBACK_ORDER = 'ORDER BY created_at COLLATE "C", id COLLATE "C"';
const SEARCH_GAPS_READ = `SELECT day, query, outcome, page_id AS "pageId", page_title AS "pageTitle", count
  FROM search_gaps
  ORDER BY day COLLATE "C", query COLLATE "C", outcome COLLATE "C", page_id COLLATE "C"`;

/** The PostgreSQL server did not answer, or refused the migrations: the service does not start. */
export class StoreNotReached extends Error {
  constructor(url: string, cause: Error) {
    super(
      `The help service's database at ${withoutPassword(url)} could not be used ` +
        `(${cause.message}). Check that PostgreSQL is running and DATABASE_URL names it.`,
    );
    this.name = 'StoreNotReached';
  }
}

export interface PostgresOptions {
  /** Connections this instance holds at most (its share of the server's max_connections). */
  maxConnections?: number;
  /** Where a connection lost while idle is said (the platform's log). */
  onError?: (error: Error) => void;
}

/**
 * The help store in PostgreSQL (node-postgres, a pool of connections): migrated before it is
 * returned. A statement that takes over 10 s, or a connection not had within 5 s, fails its
 * request (a JSON:API 500) rather than holding it.
 */
export async function openPostgresHelpStore(
  url: string,
  { maxConnections = 10, onError }: PostgresOptions = {},
): Promise<HelpStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    application_name: 'help-service',
  });
  // A connection the server drops while it is idle in the pool: said, never a crash.
  pool.on('error', (error) => onError?.(error));
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw new StoreNotReached(url, error as Error);
  }
  return {
    engine: 'postgres',
    async createArticleFeedback(a, clientId) {
      const id = randomUUID();
      await pool.query(
        `INSERT INTO article_feedback (client_id, ${ARTICLE_FEEDBACK_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        newArticleFeedbackValues(a, clientId, id),
      );
      return id;
    },
    async getArticleFeedback(id, clientId) {
      const { rows } = await pool.query<ArticleFeedbackRow>(
        `SELECT ${ARTICLE_FEEDBACK_COLUMNS} FROM article_feedback WHERE id = $1 AND client_id = $2`,
        [id, clientId],
      );
      return rows[0] ? toArticleFeedback(rows[0]) : null;
    },
    async countArticleFeedback() {
      const { rows } = await pool.query<{ n: number }>(
        'SELECT COUNT(*)::integer AS n FROM article_feedback',
      );
      return rows[0]?.n ?? 0;
    },
    async articleFeedback() {
      const { rows } = await pool.query<ArticleFeedbackRow>(
        `SELECT ${ARTICLE_FEEDBACK_COLUMNS} FROM article_feedback ${FEEDBACK_ORDER}`,
      );
      return rows.map(toArticleFeedback);
    },
    async countSearchGap(query, outcome, page, now = new Date()) {
      const day = now.toISOString().slice(0, 10);
      await pool.query(
        `INSERT INTO search_gaps (day, query, outcome, page_id, page_title, count)
         VALUES ($1, $2, $3, $4, $5, 1)
         ON CONFLICT (day, query, outcome, page_id)
         DO UPDATE SET count = search_gaps.count + 1, page_title = EXCLUDED.page_title`,
        [day, query, outcome, page?.id ?? '', page?.title ?? ''],
      );
      return { day };
    },
    async searchGaps() {
      const { rows } = await pool.query<SearchGapCount>(SEARCH_GAPS_READ);
      return rows;
    },
    async ping() {
      await pool.query(`SELECT 1 FROM ${MIGRATIONS_TABLE} LIMIT 1`);
      // A database that answers but takes no writes (a standby after a failover, or one set
      // read-only) is not ready: every answer and count sent to it would be a 500 (issue 48).
      const { rows } = await pool.query<{ read_only: string }>(
        "SELECT current_setting('transaction_read_only') AS read_only",
      );
      if (rows[0]?.read_only !== 'off') {
        throw new Error('The database takes no writes (read-only: a standby?)');
      }
    },
    close: async () => {
      if (pool.ended || pool.ending) return;
      await pool.end();
    },
  };
}

export interface HelpDataReading {
  answers: StoredArticleFeedback[] | 'no-table';
  counts: SearchGapCount[] | 'no-table';
}

/**
 * Every answer and search gap count in a PostgreSQL database, for npm run insights: read in one
 * read-only transaction (one snapshot of both tables), nothing made or changed.
 */
export async function readPostgresHelpData(url: string): Promise<HelpDataReading> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ feedback: string | null; gaps: string | null }>(
      "SELECT to_regclass('article_feedback') AS feedback, to_regclass('search_gaps') AS gaps",
    );
    const [tables] = rows;
    const answers = tables?.feedback
      ? (
          await client.query<ArticleFeedbackRow>(
            `SELECT ${ARTICLE_FEEDBACK_COLUMNS} FROM article_feedback ${FEEDBACK_ORDER}`,
          )
        ).rows.map(toArticleFeedback)
      : 'no-table';
    const counts = tables?.gaps
      ? (await client.query<SearchGapCount>(SEARCH_GAPS_READ)).rows
      : 'no-table';
    await client.query('COMMIT');
    return { answers, counts };
  } finally {
    await client.end();
  }
}
