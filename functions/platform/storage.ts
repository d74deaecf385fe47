import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config';
import { s3, uploadsBucket } from './s3-client';

/** A short-lived GET URL that makes the browser save the file under `fileName`. */
export async function presignDownload(key: string, fileName: string): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: uploadsBucket,
    Key: key,
    ResponseContentDisposition: `attachment; filename="${fileName.replace(/"/g, '')}"`,
  });
  return getSignedUrl(s3, command, { expiresIn: config.DOWNLOAD_URL_SECONDS });
}

export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: uploadsBucket, Key: key, Body: body, ContentType: contentType }));
}
