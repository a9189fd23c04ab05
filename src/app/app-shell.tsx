import { Layout } from './layout/layout';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import '@/styles/base.css';

/** Everything inside the router: the same tree renders in the browser and at build time. */
export function AppShell() {
  return (
    <AppProviders>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  );
}
