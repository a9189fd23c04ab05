import { BrowserRouter } from 'react-router-dom';
import { BASENAME } from '@/config/paths';
import { Layout } from './layout/layout';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import '@/styles/base.css';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={BASENAME}>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </AppProviders>
  );
}
