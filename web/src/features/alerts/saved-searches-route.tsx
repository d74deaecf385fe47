import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SavedSearchesPage } from './components/saved-searches-page';

/** /saved-searches (a lazy route behind <RequireVerified>). */
export function Component() {
  useDocumentTitle(m.title);
  return <SavedSearchesPage />;
}
