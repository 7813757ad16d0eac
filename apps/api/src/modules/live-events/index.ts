// The live-events module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { USER_EVENTS_CHANNEL } from './user-events.ts';
