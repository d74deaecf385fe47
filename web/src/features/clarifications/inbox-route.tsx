import { POSITIVE_ID_PATTERN } from '@tender/shared/id-pattern';
import { useParams } from 'react-router-dom';
import { NotFoundView } from '../../components/not-found-view';
import { InboxPage } from './components/inbox-page';

/** Route parameter -> positive whole number, or null (the API's id rule). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !POSITIVE_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** /tender/:id/clarifications (a lazy route behind <RequireVerified>): a malformed id shows Not Found. */
export function Component() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <InboxPage key={id} tenderId={id} />;
}
