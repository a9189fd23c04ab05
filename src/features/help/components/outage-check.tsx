import { Suspense } from 'react';
import { QueryBoundary } from '@/api/query-boundary';
import { island } from '@/lib/island';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The outage check loads after the page: the landing paints without the data layer.
const OutageBanner = lazyWithPreload(() => import('./outage-banner'));

function OutageCheck() {
  return (
    <Suspense fallback={null}>
      <QueryBoundary>
        <OutageBanner />
      </QueryBoundary>
    </Suspense>
  );
}

/** SPEC §2's outage banner on the landing page, alive on its own there (lib/island.tsx). */
export const OutageIsland = island('outage-banner', OutageCheck);

/** The check's code, loaded before it comes alive, so nothing waits while it does. */
export const preloadOutageCheck = () =>
  Promise.all([OutageBanner.preload(), QueryBoundary.preload()]).then(() => undefined);
