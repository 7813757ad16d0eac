// npm run backup -- --to DIR (docs/operations.md#backups): DATABASE_URL's database (pg_dump; through
// DATABASE_DIRECT_URL when set, as pg_dump needs a session PgBouncer would not keep), or the embedded one in
// DATA_DIR while no server runs, and the pictures (DATA_DIR's, or the S3_* bucket's), into DIR with a manifest.
// Exits 1 with the reason when it cannot (pg_dump missing, DIR not empty, the embedded database open, the bucket
// not answering).
import { parseArgs } from 'node:util';
import { loadConfig, sessionDatabaseUrl } from '../config.ts';
import { backup } from './backup/backup.ts';
import { BackupError } from './backup/pg-tools.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('usage: npm run backup -- --to DIR');
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await backup({
    to: values.to,
    databaseUrl: sessionDatabaseUrl(config),
    dataDir: config.dataDir,
    pictureBucket: config.pictureBucket,
  });
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database ` +
      `(${manifest.migrations.applied} migrations) and ${manifest.pictures} picture files` +
      `${config.pictureBucket ? ` from the bucket ${config.pictureBucket.bucket}` : ''}, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MiB, to ${values.to}`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exitCode = 1;
}
