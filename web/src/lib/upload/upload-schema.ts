// yup for file fields: the value is an UploadRef (new upload), a StoredFile (already saved) or null.
import type { StoredFile, UploadRef } from '@tender/shared/schemas/uploads';
import { uploadMessages } from '@tender/shared/upload-rules';
import { mixed } from 'yup';

export type UploadValue = UploadRef | StoredFile | null;

const hasFile = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  (value as { key: string }).key !== '';

/** A required file field: 'Please upload file' (SPEC.md) until one is uploaded or already stored. */
export const uploadRequired = (message: string = uploadMessages.missing) =>
  mixed<NonNullable<UploadValue>>()
    .nullable()
    .test('upload-required', message, (value) => hasFile(value));
