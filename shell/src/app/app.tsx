import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@campus/shared-ui';
import { AppRoutes } from './app-routes.js';
import { UiProvider } from './ui-provider.js';

export function App() {
  return (
    <QueryProvider>
      <UiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </QueryProvider>
  );
}
