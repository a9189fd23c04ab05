import {
  onlineManager,
  QueryClientProvider,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { preloadContentFetchers } from '@/api/content';
import { createQueryClient } from '@/api/query-client';
import { isOnline, subscribeConnection } from '@/lib/connection';

/** One QueryClient for the whole app: every QueryBoundary shares it, and so its cache. */
const queryClient = createQueryClient();
preloadContentFetchers();

// React Query's queries wait for the connection, instead of failing, while the area has none
// (lib/connection.ts: the browser's word, corrected by what the requests meet): a page opened
// offline from the service worker says it is offline, and fills in once the connection is back.
onlineManager.setEventListener((setOnline) => {
  const update = () => setOnline(isOnline());
  update();
  return typeof window === 'undefined' ? undefined : subscribeConnection(update);
});

/**
 * Asks for data before the component that shows it is alive (the islands' entry): the component's
 * own query then finds it in the cache, or on its way.
 */
export function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
  void queryClient.prefetchQuery(options);
}

export default function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
