import { downloadInvoicePdf as contract } from '../../contracts/invoices';
import { invoicePdfFile } from '../../domain/invoices/invoice-download';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, caller }) => {
  const file = await invoicePdfFile(params.id, caller);
  return redirect(await presignDownload(file.key, file.fileName));
});
