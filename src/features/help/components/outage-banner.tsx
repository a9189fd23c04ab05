import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { outageNoticeQuery } from '@/api/content';

// DOMPurify loads only when there is a notice to show, keeping it off the landing's first load.
const OutageMessage = lazy(() => import('./outage-message'));

/**
 * SPEC §2: the optional outage banner, title and (sanitised) HTML message. It arrives after the
 * page has painted (on a slow connection seconds later), so it takes a line whose place the page
 * keeps from its first paint (outage-check.tsx) and never moves what is below it: the title on
 * that line, its message opened below by the customer. No notice: the line says so.
 */
export default function OutageBanner() {
  const { data } = useQuery(outageNoticeQuery());
  const [open, setOpen] = useState(false);
  // Not known yet, or not to be had (offline, an error): the line stays empty.
  if (!data) return null;
  if (!data.title && !data.message) {
    return <p className="service-status__none">No service updates</p>;
  }
  const title = data.title || 'Service update';
  return (
    <section
      className={`outage-banner${open ? ' outage-banner--open' : ''}`}
      aria-labelledby="outage-title"
    >
      <h2 id="outage-title" className="outage-banner__title">
        {data.message ? (
          <button
            type="button"
            className="outage-banner__toggle"
            aria-expanded={open}
            aria-controls="outage-message"
            onClick={() => setOpen(!open)}
          >
            {title}
          </button>
        ) : (
          title
        )}
      </h2>
      {data.message && (
        <div id="outage-message" hidden={!open}>
          {open && (
            <Suspense fallback={null}>
              <OutageMessage html={data.message} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
