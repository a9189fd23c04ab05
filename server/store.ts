import Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where `npm start` keeps its database unless DATABASE_PATH says otherwise (gitignored). */
export const DEFAULT_DATABASE_PATH = 'var/help-and-support.sqlite';

export interface StoredLead {
  id: string;
  body: unknown;
  createdAt: string;
}

/** The leads table: an idempotency key is unique per client. */
const LEADS_COLUMNS = `(
  id TEXT PRIMARY KEY,
  client_id TEXT,
  idempotency_key TEXT,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (client_id, idempotency_key)
)`;

type CreateResult = { outcome: 'created' | 'replayed'; lead: StoredLead } | { outcome: 'conflict' };

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

/** SQLite store for leads and manual addresses: written before the reply, kept across restarts. */
export function openStore(path: string) {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    // Customers' personal data: readable by the platform's user only. SQLite gives its WAL and
    // shared-memory files the database file's permissions.
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  migrateToClientScopedLeads(db);
  db.exec(`
    CREATE TABLE IF NOT EXISTS leads ${LEADS_COLUMNS};
    CREATE TABLE IF NOT EXISTS addresses (
      id TEXT PRIMARY KEY,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);

  const insertLead = db.prepare(
    'INSERT INTO leads (id, client_id, idempotency_key, body, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  type Row = { id: string; body: string; created_at: string };
  const leadById = db.prepare<[string, string], Row>(
    'SELECT id, body, created_at FROM leads WHERE id = ? AND client_id = ?',
  );
  const leadByKey = db.prepare<[string, string], Row>(
    'SELECT id, body, created_at FROM leads WHERE client_id = ? AND idempotency_key = ?',
  );
  const countLeads = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leads');
  const countAddresses = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM addresses');
  const insertAddress = db.prepare('INSERT INTO addresses (id, body, created_at) VALUES (?, ?, ?)');
  const addressById = db.prepare<[string], { id: string; body: string }>(
    'SELECT id, body FROM addresses WHERE id = ?',
  );

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
    (body: unknown, clientId: string, key: string | null): CreateResult => {
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
      const createdAt = new Date().toISOString();
      insertLead.run(id, clientId, key, json, createdAt);
      return { outcome: 'created', lead: { id, body, createdAt } };
    },
  );

  return {
    createLead: (body: unknown, clientId: string, key: string | null) =>
      createLead(body, clientId, key),
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
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
