import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UnsubscribePage } from './components/unsubscribe-page';

/** /alerts/unsubscribe?token= (public: the link of alert mails needs no session). */
export function Component() {
  useDocumentTitle(m.unsubscribeTitle);
  return <UnsubscribePage />;
}
