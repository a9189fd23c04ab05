import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { outageNoticeQuery } from '@/api/content';

// DOMPurify loads only when there is a notice to show, keeping it off the landing's first load.
const OutageMessage = lazy(() => import('./outage-message'));

/** SPEC §2: the optional outage banner, title and (sanitised) HTML message. Absent when empty. */
export default function OutageBanner() {
  const { data } = useQuery(outageNoticeQuery());
  if (!data || (!data.title && !data.message)) return null;
  return (
    <section className="outage-banner" aria-labelledby="outage-title">
      <h2 id="outage-title" className="outage-banner__title">
        {data.title || 'Service update'}
      </h2>
      {data.message && (
        <Suspense fallback={null}>
          <OutageMessage html={data.message} />
        </Suspense>
      )}
    </section>
  );
}
