// npm run pictures:to-bucket (docs/operations.md#pictures-in-a-bucket): copies the pictures a node kept under
// DATA_DIR/pictures into the S3_* bucket, before the nodes are started with the S3 settings. Re-runnable: a
// picture already in the bucket (same name, same size) is left alone, so a run cut short is finished by running
// it again. Nothing is deleted from the disk. Exits 1 with the reason when it cannot.
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { copyMediaFiles, isPictureFileName, openMediaStorage } from '../modules/uploads/index.ts';

const config = loadConfig();
if (!config.pictureBucket) {
  console.error('pictures:to-bucket: set S3_BUCKET (and the other S3_* settings) to the bucket to copy into');
  process.exit(2);
}
// The same folder a node without the S3 settings keeps them in.
const disk = (await openMediaStorage({ dataDir: config.dataDir })).pictures;
const storage = await openMediaStorage(config);
try {
  await storage.check();
  const skipped = (await disk.list()).filter((file) => !isPictureFileName(file.name)).length;
  const counts = await copyMediaFiles(disk, storage.pictures, isPictureFileName);
  console.log(
    `${counts.copied} picture files copied from ${disk.where} to ${storage.pictures.where}, ` +
      `${counts.alreadyThere} already there` +
      (skipped ? `, ${skipped} other files left (not pictures of ours)` : ''),
  );
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`pictures:to-bucket: ${error.message} (${String(error.cause)})`);
  process.exitCode = 1;
} finally {
  storage.close();
}
