import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The pages answered in this visit (sessionStorage: gone with the tab, and cleared on sign-out):
 * one answer per page per visit. Paths only, nothing the customer wrote.
 */
function read(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.feedbackGiven) ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export const hasAnswered = (path: string) => read().includes(path);

export function markAnswered(path: string) {
  try {
    sessionStorage.setItem(STORAGE_KEYS.feedbackGiven, JSON.stringify([...read(), path]));
  } catch {
    // Storage blocked: the question may be asked again on the next visit to the page.
  }
}
