import { followMessages as m } from '@tender/shared/follow-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MyFollowsPage } from './components/my-follows-page';

/** /my-follows (a lazy route behind <RequireVerified>). */
export function Component() {
  useDocumentTitle(m.followedTenders);
  return <MyFollowsPage />;
}
