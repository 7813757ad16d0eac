// Searching text with LIKE: what a person types is matched as it is, never as a pattern of their own.

/** The text with LIKE's own characters (\ % _) escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching anything that contains `text`, lower-cased (compare with lower(column)). */
export const containing = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
