import { useParams } from 'react-router-dom';
import { NotFoundView } from '../../components/not-found-view';
import { ComparativeStatementPage } from '../../features/award/components/comparative-statement-page';
import { useTenderInfo } from '../../features/tenders/api/get-tender-info';
import { parseTenderId } from '../../features/tenders/api/tender-info-key';
import { useDocumentTitle } from '../../lib/use-document-title';

function TenderStatement({ id }: { id: number }) {
  const { data, mutate } = useTenderInfo(id);
  useDocumentTitle(data ? `Comparative statement: ${data.data.project_name}` : 'Comparative statement');
  return <ComparativeStatementPage tenderId={id} tender={data?.data} onDecided={() => mutate()} />;
}

/** /tenders/:id/comparative-statement: the tender's name from the tenders feature, the statement and award from award. */
export function Component() {
  const id = parseTenderId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <TenderStatement key={id} id={id} />;
}
