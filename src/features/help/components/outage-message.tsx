import { sanitizeHtml } from '@/lib/sanitize';

export default function OutageMessage({ html }: { html: string }) {
  return (
    <div
      className="outage-banner__message"
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
