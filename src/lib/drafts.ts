/**
 * Drafts live in sessionStorage only: they survive a reload or the back button, vanish when the
 * tab closes, and never reach localStorage (no personal data kept on the device).
 */
import { STORAGE_KEYS } from './storage-keys';

export const draftKeys = STORAGE_KEYS.drafts;

export function readDraft<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form still works, it just won't survive a reload.
  }
}

export function clearDraft(key: string) {
  sessionStorage.removeItem(key);
}

/** Every draft (on sign-out, or once a message is sent). */
export function clearAllDrafts() {
  for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(STORAGE_KEYS.draftPrefix)) sessionStorage.removeItem(key);
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
