import { getComparativeStatement as contract } from '../../contracts/award';
import { getComparativeStatement } from '../../domain/award/comparative-statement';
import { statementFile } from '../../domain/award/statement-files';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, query, caller }) => {
  const format = query.format ?? 'json';
  if (format === 'json') return getComparativeStatement(params.id, caller);
  const file = await statementFile(params.id, caller, format);
  return redirect(await presignDownload(file.key, file.fileName));
});
