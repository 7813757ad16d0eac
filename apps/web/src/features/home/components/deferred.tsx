import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * A section below the fold whose code (and data) loads only when it comes near the screen: the home page's
 * first load stays small on a cheap phone (docs/decisions/0010-first-load-javascript.md: at most 120 KiB of
 * JavaScript before interaction). Until then a box of about its height holds its place, so nothing jumps.
 */
export function Deferred({
  component: Component,
  placeholderClassName,
}: {
  component: LazyExoticComponent<ComponentType>;
  /** The box's height while the section loads, e.g. 'min-h-[33rem]'. */
  placeholderClassName: string;
}) {
  // Loads 600 px before it shows; at once without IntersectionObserver (old browsers, tests).
  const { ref, near } = useNearViewport<HTMLDivElement>('600px');

  const placeholder = <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<div aria-hidden="true" className={placeholderClassName} />}>
      <Component />
    </Suspense>
  );
}
