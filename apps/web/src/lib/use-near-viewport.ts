import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, so a section below the fold loads its code and
 * data only when the reader gets near it (docs/decisions/0010-first-load-javascript.md). Without
 * IntersectionObserver (old browsers, unit tests) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
