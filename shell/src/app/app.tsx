import { RouterProvider } from 'react-router-dom';
import { QueryProvider } from '@campus/shared-ui';
import { router } from './router.js';
import { UiProvider } from './ui-provider.js';

export function App() {
  return (
    <QueryProvider>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryProvider>
  );
}
