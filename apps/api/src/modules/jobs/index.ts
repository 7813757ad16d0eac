// The jobs module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { queueJob, queueJobSql } from './outbox.ts';
export type { JobDefinition } from './runtime.ts';
