// The channel-sync module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { icsUrlOf } from './export.ts';
