// Names for the statements of public searches, one per SQL text (docs/decisions/0024-search-without-planning.md).
// A named statement is parsed once per connection and, after a few runs, executed with a generic plan: planning
// a dated search cost 3–7 ms, five to ten times its execution. The names are bounded: past `max` texts, new
// ones run unnamed (planned each time), so odd filter combinations cannot fill the server with statements.
import { createHash } from 'node:crypto';

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly max: number,
  ) {}

  /** The name for this SQL text, or undefined when `max` other texts already have one. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= this.max) return known;
    const name = `${this.prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    this.names.set(text, name);
    return name;
  }
}
