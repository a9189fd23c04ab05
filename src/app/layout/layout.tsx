import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ConsentBanner, ConsentEffects } from '@/features/consent';
import { Footer } from './footer';
import { Header } from './header';
import { useRouteChange } from './use-route-change';

const MAIN_ID = 'main-content';

function PageLoading() {
  return (
    <p role="status" className="page-width page-loading">
      Loading…
    </p>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  useRouteChange(MAIN_ID);
  // On the emergencies pages the numbers come first; the cookie question can wait below them.
  const emergency = /^\/emergencies(\/|$)/.test(useLocation().pathname);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      {!emergency && <ConsentBanner />}
      <ConsentEffects />
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      {emergency && <ConsentBanner />}
      <Footer />
    </>
  );
}
