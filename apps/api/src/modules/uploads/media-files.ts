// The files the site serves under /media (stored pictures, link previews), wherever they are kept: a folder on
// this node's disk (disk-files.ts) or a folder of an S3-compatible bucket (bucket-files.ts). What goes in them and
// under which names is the picture store's and the preview store's business; this is only put, open, list,
// remove (docs/decisions/0058-pictures-in-a-bucket.md).
import type { Readable } from 'node:stream';
import { PICTURE_MESSAGES } from '@ikaze/domain';
import { serviceUnavailable, type AppError } from '../../lib/errors.ts';

export interface MediaFile {
  stream: Readable;
  size: number;
}

export interface MediaFiles {
  /** Where the files are, for logs and the command line: a folder, or `s3://bucket/folder`. */
  readonly where: string;
  /** Writes a whole file under `name`: a reader never sees part of it. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  open(name: string): Promise<MediaFile | null>;
  read(name: string): Promise<Buffer | null>;
  /** Every file whose name starts with `prefix` (all with ''), with its size in bytes. */
  list(prefix?: string): Promise<Array<{ name: string; size: number }>>;
  /** Removes these files; names that are not there are ignored. */
  remove(names: readonly string[]): Promise<void>;
}

/** When a request that met an unreachable bucket may be sent again. */
const STORAGE_RETRY_SECONDS = 30;

/**
 * The bucket (or the disk) did not answer as it should: 503 STORAGE_UNAVAILABLE, with the cause kept for the log
 * (plugins/errors.ts), never shown to the asker.
 */
export function storageUnavailable(cause: unknown): AppError {
  const error = serviceUnavailable(PICTURE_MESSAGES.storageUnavailable, {
    code: 'STORAGE_UNAVAILABLE',
    retryAfterSeconds: STORAGE_RETRY_SECONDS,
  });
  error.cause = cause;
  return error;
}

export interface CopyCounts {
  copied: number;
  /** Already at the target with the same size: a file's content never changes under its name. */
  alreadyThere: number;
}

/** Files copied at once: enough to hide a bucket's latency, few enough for a small machine. */
const COPIES_AT_ONCE = 8;

/**
 * Copies every file of `from` (those `only` keeps) that `to` lacks: the migration to a bucket, a backup and a
 * restore. Re-runnable: a file already at the target with its size is left alone, so a run cut short is
 * finished by running it again.
 */
export async function copyMediaFiles(
  from: MediaFiles,
  to: MediaFiles,
  only: (name: string) => boolean = () => true,
): Promise<CopyCounts> {
  const there = new Map((await to.list()).map((file) => [file.name, file.size]));
  const todo: string[] = [];
  let alreadyThere = 0;
  for (const file of await from.list()) {
    if (!only(file.name)) continue;
    if (there.get(file.name) === file.size) alreadyThere += 1;
    else todo.push(file.name);
  }
  let next = 0;
  let copied = 0;
  const worker = async () => {
    while (next < todo.length) {
      const name = todo[next++]!;
      const data = await from.read(name);
      // Removed since it was listed (an account deleted meanwhile): nothing to copy.
      if (!data) continue;
      await to.put(name, data, contentTypeOf(name));
      copied += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, todo.length) }, worker));
  return { copied, alreadyThere };
}

export function contentTypeOf(name: string): string {
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.jpg')) return 'image/jpeg';
  return 'application/octet-stream';
}
