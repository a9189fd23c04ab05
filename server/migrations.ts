/**
 * The help service's schema (page feedback and search gaps), one numbered migration at a time,
 * written for each engine: SQLite (the default) and PostgreSQL (DATABASE_URL). A store applies
 * the ones its database has not had, in order, each in one transaction with its number recorded in
 * help_schema_migrations, so every instance starting on the same database agrees on what it
 * holds. A migration is never edited once released: a change is a new one.
 *
 * The stand-in's own tables (leads, addresses: server/store.ts) are SQLite only: in production
 * the provider's services keep them.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS_TABLE = 'help_schema_migrations';

/** Migration 1's tables, the same on both engines but for search_gaps' table options. */
const pageFeedbackAndSearchGaps = (searchGapsOptions: string) => `
      CREATE TABLE IF NOT EXISTS article_feedback (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        page_id TEXT NOT NULL,
        page_path TEXT NOT NULL,
        page_type TEXT NOT NULL,
        page_title TEXT NOT NULL,
        useful INTEGER NOT NULL CHECK (useful IN (0, 1)),
        reason TEXT,
        comment TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS article_feedback_by_page ON article_feedback (page_id);
      CREATE TABLE IF NOT EXISTS search_gaps (
        day TEXT NOT NULL,
        query TEXT NOT NULL,
        outcome TEXT NOT NULL,
        page_id TEXT NOT NULL DEFAULT '',
        page_title TEXT NOT NULL DEFAULT '',
        count INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (day, query, outcome, page_id)
      )${searchGapsOptions};
    `;

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'page feedback and search gaps',
    /*
     * "Is this page useful?" answers (issue 17): one row an answer, no personal data (the comment
     * is scrubbed before it is written). The client id is kept only so that the client that sent
     * an answer, and no other, can read it back.
     *
     * Search gaps (issue 28): a count per normalised query, outcome, page (for a search followed
     * by a "No"; '' otherwise) and day, and nothing else: no client, no address, no time of day,
     * no row per search. The query was scrubbed and normalised by its route.
     *
     * IF NOT EXISTS: databases made before migrations were numbered already have both tables,
     * exactly as here; they are adopted as version 1.
     */
    sqlite: pageFeedbackAndSearchGaps(' WITHOUT ROWID'),
    postgres: pageFeedbackAndSearchGaps(''),
  },
];

/** The migrations table, the same on both engines. */
export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;
