// npm run restore -- --from DIR [--force] (docs/operations.md#backups): a backup into DATABASE_URL (through
// DATABASE_DIRECT_URL when set) or the embedded database in DATA_DIR, and its pictures into DATA_DIR/pictures or
// the S3_* bucket, after checking every file against its manifest; a database that holds anything is refused
// unless --force. Exits 1 with the reason when it cannot.
import { parseArgs } from 'node:util';
import { loadConfig, sessionDatabaseUrl } from '../config.ts';
import { restore } from './backup/restore.ts';
import { BackupError } from './backup/pg-tools.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.from) {
  console.error('usage: npm run restore -- --from DIR [--force]');
  process.exit(2);
}
const config = loadConfig();
try {
  const { manifest, newerThanThisRelease } = await restore({
    from: values.from,
    databaseUrl: sessionDatabaseUrl(config),
    dataDir: config.dataDir,
    pictureBucket: config.pictureBucket,
    force: values.force,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (release ${manifest.appVersion}, ${manifest.migrations.applied} ` +
      `migrations) and ${manifest.pictures} picture files` +
      `${config.pictureBucket ? ` into the bucket ${config.pictureBucket.bucket}` : ''}.`,
  );
  if (newerThanThisRelease)
    console.log(`Its database is newer than this release: start release ${manifest.appVersion} on it.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`restore: ${error.message}`);
  process.exitCode = 1;
}
