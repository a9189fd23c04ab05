import Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ArticleFeedbackAttributes } from '../src/api/schemas/article-feedback';
import type { SearchGapOutcome } from '../src/api/schemas/search-gaps';
import { MIGRATIONS, MIGRATIONS_TABLE, MIGRATIONS_TABLE_SQL } from './migrations';

/** Where `npm start` keeps its database unless DATABASE_PATH says otherwise (gitignored). */
export const DEFAULT_DATABASE_PATH = 'var/help-and-support.sqlite';

export interface StoredLead {
  id: string;
  body: unknown;
  createdAt: string;
}

/**
 * The leads table: an idempotency key is unique per client. `customer_id`: the signed-in customer
 * who sent it (their access token came with it), who alone may read it back (issue 51).
 */
const LEADS_COLUMNS = `(
  id TEXT PRIMARY KEY,
  client_id TEXT,
  idempotency_key TEXT,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  customer_id TEXT,
  UNIQUE (client_id, idempotency_key)
)`;

/**
 * What has happened to a lead (issue 51): sent, acknowledged, our replies, the customer's
 * additions, closed. Those still to come in the stand-in's script are written with their time
 * ahead and read once it has passed (server/messages.ts). An addition's idempotency key is
 * unique per lead.
 */
const LEAD_EVENTS_SQL = `
  CREATE TABLE IF NOT EXISTS lead_events (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    text TEXT,
    idempotency_key TEXT,
    UNIQUE (lead_id, idempotency_key)
  );
  CREATE INDEX IF NOT EXISTS lead_events_by_lead ON lead_events (lead_id, at);
  CREATE INDEX IF NOT EXISTS leads_by_customer ON leads (customer_id, created_at);
`;

/** One event of a lead, as stored. */
export interface StoredEvent {
  id: string;
  kind: string;
  at: string;
  text: string | null;
}

/** An event still to be written with a new lead: its kind, time and text. */
export type NewEvent = Omit<StoredEvent, 'id'>;

/** One day's count of one search with one outcome (and page). */
export interface SearchGapCount {
  /** YYYY-MM-DD, in UTC. */
  day: string;
  query: string;
  outcome: SearchGapOutcome;
  /** The page marked "not useful" after the search ('' for the other outcomes). */
  pageId: string;
  /** Its title as the library had it when last counted. */
  pageTitle: string;
  count: number;
}
const SEARCH_GAP_COLUMNS = 'day, query, outcome, page_id AS pageId, page_title AS pageTitle, count';

export interface ArticleFeedbackRow {
  id: string;
  page_id: string;
  page_path: string;
  page_type: string;
  page_title: string;
  useful: number;
  reason: string | null;
  comment: string | null;
  created_at: string;
}
export const ARTICLE_FEEDBACK_COLUMNS =
  'id, page_id, page_path, page_type, page_title, useful, reason, comment, created_at';

/** A new answer's values, in the order `client_id, ${ARTICLE_FEEDBACK_COLUMNS}`, written now. */
export const newArticleFeedbackValues = (
  a: ArticleFeedbackAttributes,
  clientId: string,
  id: string,
) => [
  clientId,
  id,
  a['page-id'],
  a['page-path'],
  a['page-type'],
  a['page-title'],
  a.useful ? 1 : 0,
  a.reason,
  a.comment,
  new Date().toISOString(),
];

export interface StoredArticleFeedback {
  id: string;
  attributes: ArticleFeedbackAttributes;
  createdAt: string;
}

export const toArticleFeedback = (row: ArticleFeedbackRow): StoredArticleFeedback => ({
  id: row.id,
  attributes: {
    'page-path': row.page_path,
    'page-type': row.page_type as ArticleFeedbackAttributes['page-type'],
    'page-id': row.page_id,
    'page-title': row.page_title,
    useful: row.useful === 1,
    reason: row.reason as ArticleFeedbackAttributes['reason'],
    comment: row.comment,
  },
  createdAt: row.created_at,
});

type CreateResult = { outcome: 'created' | 'replayed'; lead: StoredLead } | { outcome: 'conflict' };
type AddResult = { outcome: 'created' | 'replayed'; event: StoredEvent } | { outcome: 'conflict' };

/** Databases made before leads had an owner (issue 51): the column added, every old lead no one's. */
function addLeadOwners(db: Database.Database) {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(leads)').all();
  if (columns.length === 0 || columns.some((c) => c.name === 'customer_id')) return;
  db.exec('ALTER TABLE leads ADD COLUMN customer_id TEXT');
}

/**
 * Databases made before leads were kept per client: the key was unique on its own, so one
 * client's key could return another's lead. The table is rebuilt with the pair unique; old
 * leads keep no client and so are readable by none.
 */
function migrateToClientScopedLeads(db: Database.Database) {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(leads)').all();
  if (columns.length === 0 || columns.some((c) => c.name === 'client_id')) return;
  db.transaction(() => {
    db.exec(`
      CREATE TABLE leads_by_client ${LEADS_COLUMNS};
      INSERT INTO leads_by_client (id, client_id, idempotency_key, body, created_at)
        SELECT id, NULL, NULLIF(idempotency_key, ''), body, created_at FROM leads;
      DROP TABLE leads;
      ALTER TABLE leads_by_client RENAME TO leads;
    `);
  })();
}

/** Who sent a new lead (a signed-in customer, or null), when, and its first events. */
interface LeadOwner {
  customerId: string | null;
  at: Date;
  events: NewEvent[];
}

/** A database file SQLite finds damaged: the platform will not start on it. */
export class DamagedStoreError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(
      `The database ${path} is damaged (${problem}). The platform will not use it: it could ` +
        'acknowledge leads and then lose them, and fail on the ones it holds. Stop anything ' +
        `using it, move ${path} aside with its -wal and -shm files (keep them for recovery), ` +
        'then restore it from your latest backup, or start afresh with no file there. ' +
        `To see what can be saved: sqlite3 ${path} ".recover"`,
    );
    this.name = 'DamagedStoreError';
  }
}

/** The first few problems PRAGMA quick_check reports, or null for a sound database. */
function problemsOf(db: Database.Database) {
  const rows = db.pragma('quick_check(5)', { simple: false }) as { quick_check: string }[];
  const problems = rows.map((r) => r.quick_check).filter((p) => p !== 'ok');
  return problems.length > 0 ? `PRAGMA quick_check: ${problems.join('; ')}` : null;
}

/** SQLite's own words for a file that is not a database or is corrupt. */
const isDamage = (error: unknown) =>
  error instanceof Error &&
  ['SQLITE_CORRUPT', 'SQLITE_NOTADB'].some((code) =>
    String((error as { code?: unknown }).code).startsWith(code),
  );

/**
 * The database opened and checked: a damaged file (pages overwritten, not a database at all) is
 * refused with DamagedStoreError before anything is read or written, rather than used until
 * some reads fail. quick_check reads every page once, at start only (integrity_check would also
 * compare every index with its table, too slow to wait for on a large database).
 */
function openChecked(path: string) {
  let db: Database.Database | undefined;
  try {
    db = new Database(path);
    // Checked before anything is written to it, the journal mode included.
    const problems = problemsOf(db);
    if (problems) throw new DamagedStoreError(path, problems);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // Several processes may write one file (instances of the help service on one machine): a
    // write waits up to 5 s for another's to finish rather than fail.
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    db?.close();
    if (isDamage(error)) throw new DamagedStoreError(path, (error as Error).message);
    throw error;
  }
}

/**
 * The help service's migrations (server/migrations.ts) not yet applied here, in one transaction
 * taken for writing at once (BEGIN IMMEDIATE): instances starting together apply each once.
 */
function migrate(db: Database.Database) {
  db.exec(MIGRATIONS_TABLE_SQL);
  db.transaction(() => {
    const applied = new Set(
      db.prepare<[], number>(`SELECT version FROM ${MIGRATIONS_TABLE}`).pluck().all(),
    );
    const record = db.prepare(
      `INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`,
    );
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      db.exec(m.sqlite);
      record.run(m.version, m.name, new Date().toISOString());
    }
  }).immediate();
}

/** A SQLite database file opened, checked and migrated (its help tables made or brought up to date). */
function openDatabase(path: string) {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    // Customers' personal data: readable by the platform's user only. SQLite gives its WAL and
    // shared-memory files the database file's permissions.
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const db = openChecked(path);
  migrate(db);
  return db;
}

/**
 * The stand-in's SQLite store: leads and manual addresses, beside the help service's page
 * feedback and search gap counts (npm start keeps all in one file): written before the reply,
 * kept across restarts.
 */
export function openStore(path: string) {
  const db = openDatabase(path);
  try {
    migrateToClientScopedLeads(db);
    addLeadOwners(db);
    db.exec(`
      CREATE TABLE IF NOT EXISTS leads ${LEADS_COLUMNS};
      ${LEAD_EVENTS_SQL}
      CREATE TABLE IF NOT EXISTS addresses (
        id TEXT PRIMARY KEY,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `);
  } catch (error) {
    db.close();
    throw error;
  }
  return standInStore(db);
}

/** The help service's tables only, in a SQLite file (the help service started on its own). */
export const openHelpTables = (path: string) => helpTables(openDatabase(path));

/** The help service's tables in a SQLite database, synchronously (better-sqlite3). */
function helpTables(db: Database.Database) {
  const insertArticleFeedback = db.prepare(
    `INSERT INTO article_feedback (client_id, ${ARTICLE_FEEDBACK_COLUMNS})
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const articleFeedbackById = db.prepare<[string, string], ArticleFeedbackRow>(
    `SELECT ${ARTICLE_FEEDBACK_COLUMNS} FROM article_feedback WHERE id = ? AND client_id = ?`,
  );
  const countArticleFeedback = db.prepare<[], { n: number }>(
    'SELECT COUNT(*) AS n FROM article_feedback',
  );
  const countSearchGap = db.prepare(
    `INSERT INTO search_gaps (day, query, outcome, page_id, page_title, count)
     VALUES (?, ?, ?, ?, ?, 1)
     ON CONFLICT (day, query, outcome, page_id)
     DO UPDATE SET count = count + 1, page_title = excluded.page_title`,
  );
  const allSearchGaps = db.prepare<[], SearchGapCount>(
    `SELECT ${SEARCH_GAP_COLUMNS} FROM search_gaps ORDER BY day, query, outcome, page_id`,
  );
  const allArticleFeedback = db.prepare<[], ArticleFeedbackRow>(
    `SELECT ${ARTICLE_FEEDBACK_COLUMNS} FROM article_feedback ORDER BY created_at, id`,
  );
  // The schema and the migrations: what every write and read needs to reach.
  const schemaRead = db.prepare('SELECT COUNT(*) FROM sqlite_master');
  const migrationsRead = db.prepare(`SELECT 1 FROM ${MIGRATIONS_TABLE} LIMIT 1`);

  return {
    /** An answer to "Is this page useful?", as checked and scrubbed by its route. */
    createArticleFeedback: (attributes: ArticleFeedbackAttributes, clientId: string) => {
      const id = randomUUID();
      insertArticleFeedback.run(...newArticleFeedbackValues(attributes, clientId, id));
      return id;
    },
    /** An answer, for the client that sent it only. */
    getArticleFeedback: (id: string, clientId: string) => {
      const row = articleFeedbackById.get(id, clientId);
      return row ? toArticleFeedback(row) : null;
    },
    countArticleFeedback: () => countArticleFeedback.get()?.n ?? 0,
    /** Every answer, oldest first (npm run insights reads them). */
    articleFeedback: () => allArticleFeedback.all().map(toArticleFeedback),
    /**
     * One more search with this outcome today (UTC): the count is all that is kept. `page` only
     * for a search followed by a "No".
     */
    countSearchGap: (
      query: string,
      outcome: SearchGapOutcome,
      page: { id: string; title: string } | null,
      now = new Date(),
    ) => {
      const day = now.toISOString().slice(0, 10);
      countSearchGap.run(day, query, outcome, page?.id ?? '', page?.title ?? '');
      return { day };
    },
    /** Every count kept, oldest day first. */
    searchGaps: () => allSearchGaps.all(),
    /**
     * Throws unless the database answers a trivial query and takes writes (for the readiness
     * check): a file SQLite could open only for reading (a read-only disk) takes none (issue 48).
     */
    ping: () => {
      schemaRead.get();
      migrationsRead.get();
      if (db.readonly) throw new Error('The database takes no writes (opened read-only)');
    },
    close: () => db.close(),
  };
}

/** The stand-in's leads and addresses, beside the help service's tables, in one database. */
function standInStore(db: Database.Database) {
  const help = helpTables(db);
  const insertLead = db.prepare(
    `INSERT INTO leads (id, client_id, idempotency_key, body, created_at, customer_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertEvent = db.prepare(
    'INSERT INTO lead_events (id, lead_id, kind, at, text, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
  );
  type EventRow = StoredEvent & { lead_id: string };
  const eventsUntil = db.prepare<[string, string], EventRow>(
    `SELECT id, lead_id, kind, at, text FROM lead_events
     WHERE lead_id = ? AND at <= ? ORDER BY at, rowid`,
  );
  const eventByKey = db.prepare<[string, string], StoredEvent>(
    'SELECT id, kind, at, text FROM lead_events WHERE lead_id = ? AND idempotency_key = ?',
  );
  type Row = { id: string; body: string; created_at: string };
  const leadById = db.prepare<[string, string], Row>(
    'SELECT id, body, created_at FROM leads WHERE id = ? AND client_id = ?',
  );
  const leadByKey = db.prepare<[string, string], Row>(
    'SELECT id, body, created_at FROM leads WHERE client_id = ? AND idempotency_key = ?',
  );
  const leadOfCustomer = db.prepare<[string, string], Row>(
    'SELECT id, body, created_at FROM leads WHERE id = ? AND customer_id = ?',
  );
  const leadByReference = db.prepare<[string], Row>(
    'SELECT id, body, created_at FROM leads WHERE id = ?',
  );
  const leadsOfCustomer = db.prepare<[string, number], Row>(
    `SELECT id, body, created_at FROM leads WHERE customer_id = ?
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  const countLeads = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leads');
  const countAddresses = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM addresses');
  const insertAddress = db.prepare('INSERT INTO addresses (id, body, created_at) VALUES (?, ?, ?)');
  const addressById = db.prepare<[string], { id: string; body: string }>(
    'SELECT id, body FROM addresses WHERE id = ?',
  );
  // A leads page: what every lead's write and read needs to reach.
  const leadsRead = db.prepare('SELECT 1 FROM leads LIMIT 1');

  // A reference a customer can read out on the phone: no 0/O or 1/I/L to confuse.
  const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const newReference = () =>
    `HS-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

  const toLead = (row: { id: string; body: string; created_at: string }): StoredLead => ({
    id: row.id,
    body: JSON.parse(row.body),
    createdAt: row.created_at,
  });

  /**
   * One transaction: the same key from the same client can never make two leads, even under
   * concurrent requests. A key is the client's own (IETF Idempotency-Key draft): the same key with
   * the same body is the lead already made; with another body it is a mistake, and nothing is
   * stored.
   */
  const createLead = db.transaction(
    (body: unknown, clientId: string, key: string | null, owner: LeadOwner): CreateResult => {
      const json = JSON.stringify(body);
      if (key) {
        const existing = leadByKey.get(clientId, key);
        if (existing) {
          return existing.body === json
            ? { outcome: 'replayed', lead: toLead(existing) }
            : { outcome: 'conflict' };
        }
      }
      const id = newReference();
      const createdAt = owner.at.toISOString();
      insertLead.run(id, clientId, key, json, createdAt, owner.customerId);
      for (const event of owner.events) {
        insertEvent.run(randomUUID(), id, event.kind, event.at, event.text, null);
      }
      return { outcome: 'created', lead: { id, body, createdAt } };
    },
  );

  /**
   * An event added to a lead (a customer's addition), once per key: the same key with the same
   * text is the event already added; with another text, nothing is stored.
   */
  const addEvent = db.transaction(
    (leadId: string, event: NewEvent, key: string | null): AddResult => {
      if (key) {
        const existing = eventByKey.get(leadId, key);
        if (existing) {
          return existing.text === event.text && existing.kind === event.kind
            ? { outcome: 'replayed', event: existing }
            : { outcome: 'conflict' };
        }
      }
      const id = randomUUID();
      insertEvent.run(id, leadId, event.kind, event.at, event.text, key);
      return { outcome: 'created', event: { id, ...event } };
    },
  );
  const toEvent = ({ id, kind, at, text }: StoredEvent): StoredEvent => ({ id, kind, at, text });

  return {
    ...help,
    /** A lead, with its owner (none: sent signed out) and its first events, all at once. */
    createLead: (
      body: unknown,
      clientId: string,
      key: string | null,
      owner: LeadOwner = { customerId: null, at: new Date(), events: [] },
    ) => createLead(body, clientId, key, owner),
    /** A customer's own lead; another's, or none, is null alike. */
    leadOfCustomer: (id: string, customerId: string) => {
      const row = leadOfCustomer.get(id, customerId);
      return row ? toLead(row) : null;
    },
    /** A customer's leads, newest first, at most `max`. */
    leadsOfCustomer: (customerId: string, max: number) =>
      leadsOfCustomer.all(customerId, max).map(toLead),
    /** A lead by its reference, whoever sent it (a check by reference and email). */
    leadByReference: (id: string) => {
      const row = leadByReference.get(id);
      return row ? toLead(row) : null;
    },
    /** A lead's events up to an instant (ISO), oldest first. */
    eventsUntil: (leadId: string, until: string) => eventsUntil.all(leadId, until).map(toEvent),
    addEvent: (leadId: string, event: NewEvent, key: string | null) => addEvent(leadId, event, key),
    /** A lead, for the client that sent it only. */
    getLead: (id: string, clientId: string) => {
      const row = leadById.get(id, clientId);
      return row ? toLead(row) : null;
    },
    countLeads: () => countLeads.get()?.n ?? 0,
    /** Typed-in addresses kept, so a test can see that a refused one was not. */
    countAddresses: () => countAddresses.get()?.n ?? 0,
    createAddress: (attributes: unknown) => {
      const id = `manual-${randomUUID()}`;
      insertAddress.run(id, JSON.stringify(attributes), new Date().toISOString());
      return id;
    },
    getAddress: (id: string) => {
      const row = addressById.get(id);
      return row ? { id: row.id, attributes: JSON.parse(row.body) as unknown } : null;
    },
    /** Throws unless the database answers a trivial query (for the readiness check). */
    ping: () => {
      help.ping();
      leadsRead.get();
    },
  };
}

export type ArticleFeedbackReading =
  | { outcome: 'no-database' }
  | { outcome: 'no-table' }
  | { outcome: 'read'; answers: StoredArticleFeedback[] };

/**
 * Every "Is this page useful?" answer in a platform's database, for npm run insights: opened
 * read-only, so a running platform is never disturbed and nothing is ever made or changed.
 */
export function readArticleFeedback(path: string): ArticleFeedbackReading {
  if (!existsSync(path)) return { outcome: 'no-database' };
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'article_feedback'")
      .get();
    if (!table) return { outcome: 'no-table' };
    const rows = db
      .prepare<[], ArticleFeedbackRow>(
        `SELECT ${ARTICLE_FEEDBACK_COLUMNS} FROM article_feedback ORDER BY created_at, id`,
      )
      .all();
    return { outcome: 'read', answers: rows.map(toArticleFeedback) };
  } finally {
    db.close();
  }
}

export type SearchGapsReading =
  | { outcome: 'no-database' }
  | { outcome: 'no-table' }
  | { outcome: 'read'; counts: SearchGapCount[] };

/** Every search gap count in a platform's database, for npm run insights: read-only, as above. */
export function readSearchGaps(path: string): SearchGapsReading {
  if (!existsSync(path)) return { outcome: 'no-database' };
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_gaps'")
      .get();
    if (!table) return { outcome: 'no-table' };
    const counts = db
      .prepare<[], SearchGapCount>(
        `SELECT ${SEARCH_GAP_COLUMNS} FROM search_gaps ORDER BY day, query, outcome, page_id`,
      )
      .all();
    return { outcome: 'read', counts };
  } finally {
    db.close();
  }
}

/** The stand-in's store (leads, addresses) with the help service's tables (npm start). */
export type Store = ReturnType<typeof standInStore>;
/** The help service's tables in SQLite, on their own. */
export type SqliteHelpTables = ReturnType<typeof helpTables>;
