/**
 * Drafts live in sessionStorage only: they survive a reload or the back button, vanish when the
 * tab closes, and never reach localStorage (no personal data kept on the device).
 */
import { STORAGE_KEYS } from './storage-keys';

export const draftKeys = STORAGE_KEYS.drafts;

/**
 * Where a draft goes when the tab's storage refuses it (full, or blocked by the browser's
 * settings): this page's memory, so what was typed or sent is still there until the page goes;
 * cleared with the rest at sign-out. Never history.state, which outlives sign-out (issue 48).
 */
const memory = new Map<string, string>();

export function readDraft<T>(key: string): T | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    // Blocked: the page's memory only.
  }
  raw ??= memory.get(key) ?? null;
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown) {
  const raw = JSON.stringify(value);
  try {
    sessionStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    // Storage full or blocked: kept in the page's memory, so it won't survive a reload.
    memory.set(key, raw);
  }
}

export function clearDraft(key: string) {
  memory.delete(key);
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Blocked: nothing was kept there.
  }
}

/** Every draft (on sign-out, or once a message is sent). */
export function clearAllDrafts() {
  memory.clear();
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(STORAGE_KEYS.draftPrefix)) sessionStorage.removeItem(key);
    }
  } catch {
    // Blocked: nothing was kept there.
  }
}

/** A stable id per draft, so a resend of the same content is recognised (Idempotency-Key). */
export function newDraftId(): string {
  return crypto.randomUUID();
}

/** A short hash of the content being sent: a changed message is a new lead, a resend is not. */
export function contentHash(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}
