import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export type AppProps = { router: AppRouter };

export function App({ router }: AppProps) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
