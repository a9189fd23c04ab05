import type { ReactNode } from 'react';
import { Layout } from './layout/layout';
import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';
import '@/styles/base.css';

/**
 * Everything inside the router: the same tree renders in the browser and at build time. The
 * build renders it once with a page still to come, as the shell for pages rendered in the browser.
 */
export function AppShell({ page = <AppRoutes /> }: { page?: ReactNode }) {
  return (
    <AppProviders>
      <Layout>{page}</Layout>
    </AppProviders>
  );
}
