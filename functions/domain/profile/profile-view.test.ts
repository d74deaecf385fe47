import { describe, expect, it } from 'vitest';
import { getFileUrl } from '../../contracts/uploads';
import { API_BASE_PATH } from '../../routes';
import { FILES_PATH, fileUrl } from './profile-view';

describe('file links of profile answers', () => {
  it('point at GET /files/{account_id}/{file_name}', () => {
    expect(getFileUrl.path).toBe('/files/{account_id}/{file_name}');
    expect(FILES_PATH).toBe(`${API_BASE_PATH}/files`);
    const key = 'files/42/0b7c5a3e-8d7f-4a51-9f7e-000000000001.pdf';
    expect(fileUrl({ key, file_name: 'pan.pdf', content_type: 'application/pdf', size: 10 })).toBe(
      '/api/v1/files/42/0b7c5a3e-8d7f-4a51-9f7e-000000000001.pdf',
    );
    expect(fileUrl(null)).toBeNull();
  });
});
