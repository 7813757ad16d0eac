// The domain's messages and labels in French, keyed by their English (docs/decisions/0021-domain-messages.md).
// The words follow docs/glossary.md. A message missing here, or one the domain no longer has, fails the type-check.
import type { DomainMessage } from '../domain-messages.ts';

const fr = {} satisfies Record<DomainMessage, string>;

export default fr;
