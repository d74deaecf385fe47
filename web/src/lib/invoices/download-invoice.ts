// A tax invoice's PDF (GET /invoices/{id}/pdf: a redirect to a short-lived link of the file). A
// plain link cannot carry the session's bearer token, so the page asks with it, the browser
// follows the redirect, and the bytes come back to be saved under the invoice's name. Shared by
// the registrant's profile and the Admin's payments page.
import { apiMessages } from '@tender/shared/messages';
import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '../api/api-error';
import { buildApiUrl } from '../api/client';
import { downloadFile } from '../download-file';
import { getToken } from '../session';

export const invoicePdfPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** `26-27-000001` -> `tax-invoice-PPC-26-27-000001.pdf` (the server's own name for it). */
export const invoiceFileName = (invoiceId: string) => `tax-invoice-PPC-${invoiceId}.pdf`;

async function messageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : apiMessages.internal;
}

export async function downloadInvoicePdf(invoiceId: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildApiUrl(invoicePdfPath(invoiceId)), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE, {}, { cause });
  }
  if (!response.ok) {
    const message = await messageOf(response);
    throw new ApiError(response.status, message, {}, { serverMessage: message });
  }
  downloadFile(await response.blob(), invoiceFileName(invoiceId), 'application/pdf');
}
