import { downloadDataExport as contract } from '../../contracts/account-data';
import { exportDownload } from '../../domain/account-data/download-export';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, async ({ query }) => {
  const file = await exportDownload(query.token, new Date());
  return redirect(await presignDownload(file.key, file.fileName));
});
