import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { dealsHtmlQuery } from '@/api/content';
import { env } from '@/config/env';
import { parseCmsDocument } from '@/lib/cms-document';
import { useDocumentTitle, useMeta } from '@/lib/document-head';
import { logger } from '@/lib/logger';
import { sanitizeHtml } from '@/lib/sanitize';
import { RequireSignIn, useCustomer } from '@/features/auth';
import '../deals.css';

/** Scripts a nucleus deals page needs, loaded after its markup is in place (SPEC §7). */
function useDealsScripts(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const scripts = env.VITE_DEALS_SCRIPTS.split(/\s+/)
      .filter(Boolean)
      .map((src) => {
        const s = document.createElement('script');
        s.src = src;
        s.async = false;
        document.body.append(s);
        return s;
      });
    return () => scripts.forEach((s) => s.remove());
  }, [enabled]);
}

function Deals() {
  const page = useQuery(dealsHtmlQuery());
  const { customer } = useCustomer();
  const doc = useMemo(() => {
    if (!page.data) return null;
    const parsed = parseCmsDocument(page.data);
    return { ...parsed, safeHtml: sanitizeHtml(parsed.bodyHtml) };
  }, [page.data]);

  useEffect(() => {
    if (page.error) logger.error('Failed to fetch page: ', page.error);
  }, [page.error]);
  useDocumentTitle(doc?.title ?? 'Your deals');
  useMeta('description', doc?.description);
  useDealsScripts(Boolean(doc?.nucleus));

  return (
    <div className="page-width">
      <h1>{doc?.title ?? 'Your deals'}</h1>
      {/* There from the first paint, named once the customer is known: nothing below it moves. */}
      <p className="lead deals-greeting">
        {customer
          ? `Hello ${customer.firstName}, here are offers for you.`
          : 'Here are offers for you.'}
      </p>
      {page.isPending && (
        <p role="status" className="deals-loading">
          Loading your deals…
        </p>
      )}
      {page.isError && (
        <div className="content-error">
          <p>Sorry, we couldn&apos;t load your deals just now.</p>
          <button type="button" className="button" onClick={() => void page.refetch()}>
            Try again
          </button>
        </div>
      )}
      {doc && (
        <>
          {doc.description && <p>{doc.description}</p>}
          <div className="deals-body" dangerouslySetInnerHTML={{ __html: doc.safeHtml }} />
        </>
      )}
    </div>
  );
}

/** Route deals: sign-in required (SPEC §2, §6). */
export default function DealsPage() {
  return (
    <RequireSignIn>
      <Deals />
    </RequireSignIn>
  );
}
