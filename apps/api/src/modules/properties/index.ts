// The properties module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { toRoomType } from './property-loader.ts';
export { canManageProperty, describedIn, getProperty, toPropertyTax } from './service.ts';
