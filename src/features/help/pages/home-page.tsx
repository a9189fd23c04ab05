import { useDocumentTitle } from '@/lib/document-head';

export default function HomePage() {
  useDocumentTitle();
  return (
    <div className="page-width">
      <h1>Help &amp; Support</h1>
    </div>
  );
}
