import { BrowserRouter } from 'react-router-dom';
import { BASENAME } from '@/config/paths';
import { AppShell } from './app-shell';

export function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppShell />
    </BrowserRouter>
  );
}
