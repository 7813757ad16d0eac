import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

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
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests) the section loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<div aria-hidden="true" className={placeholderClassName} />}>
      <Component />
    </Suspense>
  );
}
