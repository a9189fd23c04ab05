import Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface StoredLead {
  id: string;
  body: unknown;
  createdAt: string;
}

/** SQLite store for leads and manual addresses: written before the reply, kept across restarts. */
export function openStore(path: string) {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS leads (
      id TEXT PRIMARY KEY,
      idempotency_key TEXT UNIQUE,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS addresses (
      id TEXT PRIMARY KEY,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);

  const insertLead = db.prepare(
    'INSERT INTO leads (id, idempotency_key, body, created_at) VALUES (?, ?, ?, ?)',
  );
  const leadById = db.prepare<[string], { id: string; body: string; created_at: string }>(
    'SELECT id, body, created_at FROM leads WHERE id = ?',
  );
  const leadByKey = db.prepare<[string], { id: string; body: string; created_at: string }>(
    'SELECT id, body, created_at FROM leads WHERE idempotency_key = ?',
  );
  const countLeads = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leads');
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

  /** One transaction: the same key can never make two leads, even under concurrent requests. */
  const createLead = db.transaction((body: unknown, key: string | null) => {
    if (key) {
      const existing = leadByKey.get(key);
      if (existing) return { lead: toLead(existing), replayed: true };
    }
    const id = newReference();
    const createdAt = new Date().toISOString();
    insertLead.run(id, key, JSON.stringify(body), createdAt);
    return { lead: { id, body, createdAt }, replayed: false };
  });

  return {
    createLead: (body: unknown, key: string | null) => createLead(body, key),
    getLead: (id: string) => {
      const row = leadById.get(id);
      return row ? toLead(row) : null;
    },
    countLeads: () => countLeads.get()?.n ?? 0,
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
