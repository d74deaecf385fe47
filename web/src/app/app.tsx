import { RouterProvider } from 'react-router-dom';
import type { PageData } from '../lib/api/page-data';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export type AppProps = { router: AppRouter; pageData?: PageData };

export function App({ router, pageData }: AppProps) {
  return (
    <AppProvider pageData={pageData}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
