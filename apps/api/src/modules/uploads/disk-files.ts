// Media files as files in one folder of this node's disk (DATA_DIR/pictures, DATA_DIR/previews, a backup's
// pictures/): what every node had before buckets, and still the default (docs/decisions/0058-pictures-in-a-bucket.md).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { MediaFiles } from './media-files.ts';

/** Written under this ending first, then renamed: never served, listed or copied. */
const TEMPORARY = '.tmp';

export function createDiskFiles(root: string): MediaFiles {
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));
  // Names come from the stores' own patterns, never from a path: a name with a slash is not one of ours.
  const pathOf = (name: string) =>
    name === basename(name) && !name.startsWith('.') ? join(root, name) : null;

  return {
    where: root,

    async put(name, data) {
      const target = pathOf(name);
      if (!target) throw new Error(`not a file name: ${name}`);
      await ensureRoot();
      // Under a temporary name, then renamed: a half-written file is never served.
      const temporary = `${target}.${randomBytes(4).toString('hex')}${TEMPORARY}`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },

    async open(name) {
      const path = pathOf(name);
      if (!path) return null;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(name) {
      const path = pathOf(name);
      if (!path) return null;
      try {
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(prefix = '') {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const files = await Promise.all(
        names
          .filter((name) => name.startsWith(prefix) && !name.endsWith(TEMPORARY))
          .map(async (name) => {
            const info = await stat(join(root, name)).catch(() => null);
            return info?.isFile() ? { name, size: info.size } : null;
          }),
      );
      return files.filter((file) => file !== null).sort((a, b) => a.name.localeCompare(b.name));
    },

    async remove(names) {
      await Promise.all(
        names.map(async (name) => {
          const path = pathOf(name);
          if (path) await unlink(path).catch(ignoreMissing);
        }),
      );
    },
  };
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

function ignoreMissing(error: unknown) {
  if (!isMissing(error)) throw error;
}
