// An S3-compatible server for the tests (the s3rver package: real HTTP, SigV4, objects on disk), started on a
// free port of 127.0.0.1 with the buckets asked for, and the settings a node would be given to use one of them
// (docs/decisions/0058-pictures-in-a-bucket.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BucketSettings } from '../modules/uploads/bucket-settings.ts';

/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** What S3_* would say for `bucket`. */
  settings(bucket: string): BucketSettings;
  /** The same as S3_* environment variables, for a command run as its own process. */
  env(bucket: string): Record<string, string>;
  /** Every object under `prefix` in `bucket`, asked with a client of the test's own (not the site's code). */
  objects(bucket: string, prefix: string): Promise<Array<{ key: string; size: number }>>;
  close(): Promise<void>;
}

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'ikaze-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): BucketSettings => ({
    bucket,
    endpoint: `${endpoint}/`,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    settings,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async objects(bucket, prefix) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size! }));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
