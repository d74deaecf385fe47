import { FileParams, FileUrlAnswer, UploadRequest, UploadTicket } from '@tender/shared/schemas/uploads';
import { defineRoute, type AddressLimit } from './route-contract';

const tag = 'Uploads';

/**
 * Tickets one visitor may ask for in 10 minutes: per signed-in user, else per upload session (the
 * id the browser sends), else per address. A vendor registration takes 6 to 15, so one with every
 * document tried four times over fits.
 */
export const UPLOAD_SESSION_LIMIT: AddressLimit = { limit: 60, windowSeconds: 600 };

/**
 * Tickets one address may ask for, over every visitor behind it: only a backstop against one
 * client minting sessions, high enough that an office or a carrier's shared address (carrier-grade
 * NAT is the norm on Indian mobile networks) does not reach it in normal use (40 registrations).
 */
export const UPLOAD_ADDRESS_LIMIT: AddressLimit = { limit: 600, windowSeconds: 600 };

export const createUpload = defineRoute({
  method: 'POST',
  path: '/uploads',
  handler: 'uploads/create-upload',
  // Registration uploads before there is an account; a valid token binds the ticket to its user.
  auth: 'public',
  identifyCaller: true,
  tag,
  summary:
    'Gives a presigned POST for one JPEG, PNG or PDF of at most 5 MB, 20 MB for a bid document, 10 MB for a representation document (10 minutes); the form then sends the returned key',
  body: UploadRequest,
  businessRules: [
    {
      field: 'size',
      rule: 'At most 5 MB (5242880 bytes) unless purpose is bid_document (20 MB) or representation_document (10 MB)',
    },
  ],
  answers: { 201: UploadTicket },
  addressLimit: UPLOAD_ADDRESS_LIMIT,
  // Stores the ticket; signs a POST to the bucket (the browser's upload is a PutObject by this role).
  access: { table: 'write', writes: ['UPLOAD'], bucket: 'write' },
});

export const getFileUrl = defineRoute({
  method: 'GET',
  path: '/files/{account_id}/{file_name}',
  handler: 'uploads/get-file-url',
  auth: 'user',
  tag,
  summary: "Gives a short-lived link to one of an account's stored files (its own user or an Admin)",
  params: FileParams,
  answers: { 200: FileUrlAnswer },
  errors: [403, 404],
  // Looks the object up and signs a GET (each answer a fresh link: never cached).
  access: { bucket: 'read' },
});

export const uploadRoutes = [createUpload, getFileUrl] as const;
