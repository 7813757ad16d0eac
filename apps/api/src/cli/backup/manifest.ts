// A backup's manifest (docs/operations.md#backups): when it was made, by which release, how far its database was
// migrated, and every file with its size and SHA-256, so that a restore refuses a backup that was cut short or
// changed. The same sums are written as SHA256SUMS, which `sha256sum -c SHA256SUMS` checks without the app.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { BackupError } from './pg-tools.ts';

export const MANIFEST = 'manifest.json';
export const SUMS = 'SHA256SUMS';
/** What a restore understands; a later format is refused rather than half-read. */
export const MANIFEST_FORMAT = 1;

export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  /** The release that made it: the package's version and, where the code is a git checkout, its commit. */
  appVersion: string;
  /** `postgres`: database.dump (pg_dump's custom format); `pglite`: the embedded database's folder, pglite/. */
  database: 'postgres' | 'pglite';
  /** The migrations the database had applied, and the last one the code that made it carried. */
  migrations: {
    applied: number;
    lastAppliedWhen: number | null;
    carried: number;
    lastCarried: string | null;
  };
  pictures: number;
  files: BackupFile[];
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir` (paths relative to it, with forward slashes), but the manifest and the sums. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path !== MANIFEST && path !== SUMS)
    .sort();
}

export async function describeFiles(dir: string): Promise<BackupFile[]> {
  const described: BackupFile[] = [];
  for (const path of filesUnder(dir))
    described.push({ path, bytes: statSync(join(dir, path)).size, sha256: await sha256Of(join(dir, path)) });
  return described;
}

export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, SUMS), manifest.files.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
}

/** The manifest of the backup in `dir`, once every file it lists is there with its size and sum, and no other. */
export async function verifiedManifest(dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new BackupError(`${dir} holds no backup: ${MANIFEST} is missing`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT)
    throw new BackupError(`${path} is of format ${manifest.format}; this release reads ${MANIFEST_FORMAT}`);
  const found = filesUnder(dir);
  const listed = new Set(manifest.files.map((f) => f.path));
  const extra = found.filter((f) => !listed.has(f));
  if (extra.length > 0)
    throw new BackupError(`files the manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  for (const file of manifest.files) {
    const at = join(dir, file.path);
    if (!existsSync(at)) throw new BackupError(`${file.path} is missing from the backup`);
    if (statSync(at).size !== file.bytes || (await sha256Of(at)) !== file.sha256)
      throw new BackupError(`${file.path} is not the file that was backed up (its size or SHA-256 differs)`);
  }
  return manifest;
}

/** Paths under a folder of the backup, relative to that folder. */
export function under(files: readonly BackupFile[], folder: string): string[] {
  return files.filter((f) => f.path.startsWith(`${folder}/`)).map((f) => f.path.slice(folder.length + 1));
}
