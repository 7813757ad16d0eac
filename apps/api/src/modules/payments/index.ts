// The payments module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { sandboxedProviders } from './providers/index.ts';
