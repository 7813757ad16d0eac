// Where pictures go when they are not on this node's disk: an S3-compatible bucket, named by the S3_* settings
// (README's settings table, .env.example, docs/decisions/0058-pictures-in-a-bucket.md). S3_BUCKET turns it on;
// without it pictures stay under DATA_DIR, and any other S3_* setting alone is a mistake worth refusing at start.

export interface BucketSettings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible server (MinIO, Ceph, R2, …); unset: AWS's own, from the region. */
  endpoint: string | undefined;
  region: string;
  /** Both keys, or neither: then the AWS SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE=true: `endpoint/bucket/key` rather than `bucket.endpoint/key` (most servers but AWS). */
  forcePathStyle: boolean;
}

const NAMES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

export function bucketSettings(env: NodeJS.ProcessEnv): BucketSettings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = NAMES.filter((name) => env[name]);
    if (stray.length > 0)
      throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET too, or unset them`);
    return undefined;
  }
  // S3's own rule for bucket names (3 to 63 lower-case letters, digits, dots and hyphens), so a typo is named now.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`S3_BUCKET must be a bucket name (3 to 63 of a-z, 0-9, '.' and '-'), got ${bucket}`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got ${forcePathStyle}`);
  return {
    bucket,
    endpoint: env.S3_ENDPOINT ? endpointOf(env.S3_ENDPOINT) : undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: forcePathStyle === 'true',
  };
}

function endpointOf(value: string): string {
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search) return url.toString();
  } catch {
    // Reported below.
  }
  throw new Error(`S3_ENDPOINT must be an http(s) address such as https://s3.example.rw, got ${value}`);
}
