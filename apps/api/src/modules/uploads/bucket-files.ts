// Media files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK: every node reads and
// writes the same objects, so a picture uploaded on one node is served by all (docs/decisions/0058-pictures-in-a-bucket.md).
// The bucket mirrors DATA_DIR: `pictures/{key}-{width}.webp`, `previews/{key}-1200x630.jpg`. Any failure but
// "no such key" is a 503 STORAGE_UNAVAILABLE (media-files.ts), never a crash or a 500.
import type { Readable } from 'node:stream';
import type { BucketSettings } from './bucket-settings.ts';
import { storageUnavailable, type MediaFiles } from './media-files.ts';
import { IMMUTABLE_CACHE } from './picture-urls.ts';

export interface Bucket {
  /** The files under `folder/` in the bucket. */
  files(folder: string): MediaFiles;
  /** Resolves when the bucket answers (HeadBucket), else throws STORAGE_UNAVAILABLE with the cause. */
  check(): Promise<void>;
  close(): void;
}

/** A bucket that has not accepted a connection in this time is unreachable; an answer stalled this long is lost. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** Loads the AWS SDK on first use: a node that keeps its pictures on disk never pays for it (half a second, memory). */
export async function openBucket(settings: BucketSettings): Promise<Bucket> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer default (a CRC
    // trailer in aws-chunked bodies). Each PUT is still signed with its body's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // One retry: an unreachable bucket answers the asker with a 503 in seconds rather than after a long backoff.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;

  /** Runs a request; a failure becomes STORAGE_UNAVAILABLE, or null when it only says the key is not there. */
  async function ask<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (isNoSuchKey(error)) return null;
      throw storageUnavailable(error);
    }
  }

  function files(folder: string): MediaFiles {
    const keyOf = (name: string) => `${folder}/${name}`;
    const get = (name: string) => ask(() => client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })));
    return {
      where: `s3://${Bucket}/${folder}`,

      async put(name, data, contentType) {
        // A PUT is atomic in S3: readers see the old object or the whole new one.
        await ask(() =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: keyOf(name),
              Body: data,
              ContentType: contentType,
              // For anyone who serves the bucket directly (a CDN in front of it): the same as the app sends.
              CacheControl: IMMUTABLE_CACHE,
            }),
          ),
        );
      },

      async open(name) {
        const object = await get(name);
        if (!object?.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      },

      async read(name) {
        const object = await get(name);
        if (!object?.Body) return null;
        try {
          return Buffer.from(await object.Body.transformToByteArray());
        } catch (error) {
          throw storageUnavailable(error);
        }
      },

      async list(prefix = '') {
        const found: Array<{ name: string; size: number }> = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await ask(() =>
            client.send(new ListObjectsV2Command({ Bucket, Prefix: keyOf(prefix), ContinuationToken })),
          );
          for (const object of page?.Contents ?? [])
            if (object.Key) found.push({ name: object.Key.slice(folder.length + 1), size: object.Size ?? 0 });
          ContinuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return found;
      },

      async remove(names) {
        // One DELETE each (a picture has at most three files): multi-object delete is not on every S3-compatible
        // server. Deleting a key that is not there succeeds.
        await Promise.all(
          names.map((name) => ask(() => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) })))),
        );
      },
    };
  }

  return {
    files,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    close: () => client.destroy(),
  };
}

/** S3's answer that the key is not in the bucket (a missing bucket is a misconfiguration: not this). */
function isNoSuchKey(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
