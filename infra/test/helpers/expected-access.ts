/** The S3 actions each declared bucket access must grant, written out (not read from the code under test). */
export const EXPECTED_BUCKET_ACTIONS = {
  none: [],
  read: ['s3:GetObject'],
  write: ['s3:GetObject', 's3:PutObject'],
  seal: ['s3:DeleteObject', 's3:DeleteObjectVersion', 's3:GetObject', 's3:PutObject'],
  erase: [
    's3:DeleteObject',
    's3:DeleteObjectVersion',
    's3:GetObject',
    's3:ListBucket',
    's3:ListBucketVersions',
    's3:PutObject',
  ],
} as const;
