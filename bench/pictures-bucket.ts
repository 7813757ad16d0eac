// Pictures shared by two nodes through a bucket (docs/decisions/0058-pictures-in-a-bucket.md), as real processes:
// an S3-compatible server (s3rver), two API processes on one PostgreSQL database and the bucket, each with its own
// empty DATA_DIR, and a third on its own disk for comparison. Listings with pictures are uploaded through node A;
// every width is then read through node B (which never saw the upload) and checked byte for byte against A's
// answer, then asked again with its ETag (304). The same upload and reads on the disk node give the yardstick.
//
//   npx tsx bench/pictures-bucket.ts [--listings 6] [--pictures 3] [--reads 3]
//
// Needs the local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), where it
// makes the database ikaze_bench_pictures. Prints the figures with the date and the machine; exits 1 when a
// picture is missing or differs. Nothing in `npm test` runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, hostname, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createUser } from '../apps/api/src/modules/users/service.ts';
import { startS3Server } from '../apps/api/src/test/s3-server.ts';
import { multipart, validListing } from '../apps/api/src/test/listing-input.ts';
import { freshDatabase } from './lib/crash-setup.ts';
import { percentile } from './lib/measure.ts';
import { apiEnv, freePort, signIn, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '6' },
    pictures: { type: 'string', default: '3' },
    reads: { type: 'string', default: '3' },
  },
});
const LISTINGS = Number(values.listings);
const PICTURES = Number(values.pictures);
const READS = Number(values.reads);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'ikaze-bench';
const PASSWORD = 'kivu-lake-sunrise-42';

process.on('SIGINT', () => process.exit(130));
const started = new Date();
const s3 = await startS3Server([BUCKET]);
const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ikaze-bench-node-'));
  folders.push(dir);
  return dir;
};

let failures = 0;
try {
  const databaseUrl = await freshDatabase(serverUrl, 'ikaze_bench_pictures');
  const env = {
    ...apiEnv(databaseUrl),
    LISTINGS_PER_HOUR: '100000',
    UPLOAD_MB_PER_HOUR: '100000',
    PICTURE_DECODE_QUEUE: '100',
  };
  const node = async (extra: Record<string, string>) => {
    const port = await freePort();
    await startServer(['--import', 'tsx', 'apps/api/src/server.ts'], port, {
      ...env,
      DATA_DIR: dataDir(),
      ...extra,
    });
    return `http://127.0.0.1:${port}`;
  };
  // One after the other: each migrates under the advisory lock, the first does the work.
  const nodeA = await node(s3.env(BUCKET));
  const nodeB = await node(s3.env(BUCKET));
  const disk = await node({});

  const database = await openDatabase({ databaseUrl, dataDir: '' });
  await createUser(database.db, {
    first_name: 'Bench',
    last_name: 'Host',
    email: 'bench-pictures@bench.rw',
    username: 'bench_pictures',
    phone_number: '0788111111',
    password: PASSWORD,
  });
  await database.close();

  // Blurred noise: about the size of a photo once encoded (a flat colour would make files of a few bytes).
  const pictures = await Promise.all(
    Array.from({ length: PICTURES }, async (_, i) => {
      const noise = await sharp({
        create: {
          width: 2000,
          height: 1333,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 100 + 20 * i, sigma: 40 },
        },
      })
        .blur(1.5)
        .jpeg({ quality: 85 })
        .toBuffer();
      return noise;
    }),
  );

  /** Uploads LISTINGS listings through `base`: each upload's time and every picture address it answered. */
  async function upload(base: string) {
    const { cookie } = await signIn(base, { username: 'bench_pictures', password: PASSWORD });
    const times: number[] = [];
    const urls: string[] = [];
    for (let i = 0; i < LISTINGS; i++) {
      const { payload, contentType } = await multipart(
        validListing(),
        pictures.map((data, n) => ({ name: `p${n}.jpg`, data })),
      );
      const t0 = performance.now();
      const response = await fetch(`${base}/api/properties`, {
        method: 'POST',
        body: new Uint8Array(payload),
        headers: { 'content-type': contentType, origin: base, cookie },
      });
      times.push(performance.now() - t0);
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      const { property } = (await response.json()) as { property: { pictureSet: Array<{ srcset: string }> } };
      urls.push(...property.pictureSet.flatMap((p) => p.srcset.split(', ').map((e) => e.split(' ')[0]!)));
    }
    return { times, urls };
  }

  /** Reads every address READS times through `base`: each GET's time, bytes, and the 304s to its ETag. */
  async function read(base: string, urls: string[], compareWith?: string) {
    const times: number[] = [];
    let bytes = 0;
    let notModified = 0;
    for (let round = 0; round < READS; round++)
      for (const url of urls) {
        const t0 = performance.now();
        const response = await fetch(`${base}${url}`);
        const body = Buffer.from(await response.arrayBuffer());
        times.push(performance.now() - t0);
        bytes += body.length;
        if (response.status !== 200) {
          failures += 1;
          console.error(`${base}${url}: ${response.status}`);
          continue;
        }
        if (round === 0 && compareWith) {
          const theirs = Buffer.from(await (await fetch(`${compareWith}${url}`)).arrayBuffer());
          if (!theirs.equals(body)) {
            failures += 1;
            console.error(`${url}: node B's bytes differ from node A's`);
          }
        }
        const etag = response.headers.get('etag');
        const again = await fetch(`${base}${url}`, { headers: { 'if-none-match': etag ?? '' } });
        await again.arrayBuffer();
        if (again.status === 304) notModified += 1;
      }
    return { times, bytes, notModified };
  }

  const bucketUpload = await upload(nodeA);
  const bucketRead = await read(nodeB, bucketUpload.urls, nodeA);
  const diskUpload = await upload(disk);
  const diskRead = await read(disk, diskUpload.urls);

  const objects = await s3.objects(BUCKET, 'pictures/');
  const ms = (list: number[], p: number) => percentile(list, p).toFixed(1);
  console.log(
    `${started.toISOString()} on ${hostname()} (${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}): ${LISTINGS} listings × ${PICTURES} pictures of 2000 × 1333, each width read ${READS} times`,
  );
  console.log(
    `bucket objects after the upload through node A: ${objects.length} (expected ${bucketUpload.urls.length})`,
  );
  for (const [name, up, down] of [
    ['bucket (upload A, read B)', bucketUpload, bucketRead],
    ['disk (one node)          ', diskUpload, diskRead],
  ] as const)
    console.log(
      `${name}: upload p50 ${ms(up.times, 50)} ms p95 ${ms(up.times, 95)} ms; ` +
        `read p50 ${ms(down.times, 50)} ms p95 ${ms(down.times, 95)} ms over ${down.times.length} GETs ` +
        `(${(down.bytes / 1024).toFixed(0)} KiB); 304 to the ETag: ${down.notModified}/${down.times.length}`,
    );
  if (objects.length !== bucketUpload.urls.length) failures += 1;
  if (bucketRead.notModified !== bucketRead.times.length) failures += 1;
  console.log(failures === 0 ? 'PASS' : `FAIL (${failures})`);
} finally {
  await s3.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
process.exit(failures === 0 ? 0 : 1);
