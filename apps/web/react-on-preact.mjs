/**
 * What the production build gets for `import … from 'react'`: preact/compat, plus the React 19 hook that
 * React Router 8 imports and preact/compat lacks (docs/decisions/0010-first-load-javascript.md).
 * Preact renders without concurrent transitions, so an optimistic value would be replaced by the committed one
 * in the same update: the hook shows the committed value, as React does once a transition ends.
 * (JavaScript: preact/compat's types are `export =`, which TypeScript cannot re-export with `export *`.)
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/** @template State @param {State} passthrough @returns {[State, (action: unknown) => void]} */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
