// The audit-log module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { recordAudit } from './record.ts';
