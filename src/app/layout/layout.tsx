import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MAIN_ID } from '@/lib/landmarks';
import { ConsentBannerIsland, ConsentEffectsIsland } from '@/features/consent';
import { PageErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { NeedsJavaScript } from './needs-javascript';
import { useRouteChange } from './use-route-change';

let onPageLive = () => {};
/**
 * Calls back once the page itself is alive, not only the shell around it: React brings a
 * prerendered page's content to life after its header and footer (the content is behind a
 * Suspense boundary), and a tap replayed before then would be lost (main.tsx).
 */
export const whenPageLive = (callback: () => void) => {
  onPageLive = callback;
};
function PageLive() {
  useEffect(() => onPageLive(), []);
  return null;
}

/**
 * What main shows while a page's code or data loads (also the build's app shell; `signIn`: the
 * shell of a page behind sign-in).
 */
export function PageLoading({ signIn = false }: { signIn?: boolean }) {
  return (
    <>
      <p role="status" className="page-width page-loading">
        Loading…
      </p>
      <NeedsJavaScript signIn={signIn} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  useRouteChange(MAIN_ID);
  const { pathname } = useLocation();
  // On the Emergencies pages nothing may cover the advice, on any screen: the banner waits below
  // the footer there, in the page's flow (answering it can wait; the page needs no consent).
  const urgent =
    pathname === paths.category('emergencies') ||
    pathname.startsWith(`${paths.category('emergencies')}/`);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      {/* First after the skip link: the banner is reached within a few Tab presses, not after
          every link on the page (it still floats at the foot of the screen: decision 011). */}
      {!urgent && <ConsentBannerIsland />}
      <ConsentEffectsIsland />
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            {children}
            <PageLive />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      {urgent && <ConsentBannerIsland inFlow />}
    </>
  );
}
