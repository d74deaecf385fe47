import type { FileUrlAnswer, StoredFile } from '@tender/shared/schemas/uploads';
import { apiFetch } from '../api/client';

/** GET /files/{account_id}/{file_name}: a short-lived link to a stored file (its owner or an Admin). */
export function getFileUrl(file: Pick<StoredFile, 'key'>): Promise<FileUrlAnswer> {
  return apiFetch<FileUrlAnswer>(`/${file.key}`);
}

/**
 * Opens a stored file in a new tab. The tab opens at once (inside the click, so no popup blocker
 * stops it) and goes to the link when it arrives; it cannot reach back to this page.
 */
export async function openStoredFile(file: Pick<StoredFile, 'key'>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { data } = await getFileUrl(file);
    if (tab) tab.location.href = data.url;
    else window.location.assign(data.url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
