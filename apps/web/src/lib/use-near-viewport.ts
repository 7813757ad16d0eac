import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, so a section below the fold loads its code and
 * data only when the reader gets near it (docs/decisions/0010-first-load-javascript.md). Without
 * IntersectionObserver (old browsers, unit tests) it is true at once; on the server, never.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  // On the server (first view, docs/decisions/0032-first-paint.md) not yet: the page's first HTML holds what the
  // browser's first render shows, which the app then hydrates.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
