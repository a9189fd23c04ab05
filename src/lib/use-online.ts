import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnection } from './connection';

/** Whether the area has a connection (lib/connection.ts); prerendered pages assume it does. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}
