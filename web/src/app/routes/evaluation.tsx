import { useParams } from 'react-router-dom';
import { NotFoundView } from '../../components/not-found-view';
import { EvaluationPage } from '../../features/evaluation/components/evaluation-page';
import { useTenderInfo } from '../../features/tenders/api/get-tender-info';
import { parseTenderId } from '../../features/tenders/api/tender-info-key';
import { useDocumentTitle } from '../../lib/use-document-title';

function TenderEvaluation({ id }: { id: number }) {
  const { data } = useTenderInfo(id);
  useDocumentTitle(data ? `Evaluation: ${data.data.project_name}` : 'Evaluation');
  return <EvaluationPage tenderId={id} tender={data?.data} />;
}

/** /tenders/:id/evaluation (signed in): the tender's name from the tenders feature, the opened bids from evaluation. */
export function Component() {
  const id = parseTenderId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <TenderEvaluation key={id} id={id} />;
}
