import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

/**
 * Our reply: HTML from the case system, through the sanitiser CMS content passes. Loaded with the
 * first reply shown, so a message page's first code stays within the forms' budget.
 */
export default function Reply({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="timeline__reply" dangerouslySetInnerHTML={{ __html: safe }} />;
}
