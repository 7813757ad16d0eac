import { Trans } from '@lingui/react/macro';
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { MAP_SURFACE_STYLE } from './surface';

function MapSurface({ children }: { children?: ReactNode }) {
  return (
    <div
      style={MAP_SURFACE_STYLE}
      className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-slate-700"
    >
      {children}
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** True once the element is within 200 px of the viewport (always false without IntersectionObserver). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The frame every map sits in. Leaflet, react-leaflet and their CSS load (through the lazy `children`) only
 * when the frame scrolls near the screen (docs/decisions/0010-first-load-javascript.md), so pages that never
 * show a map, or where it stays below the fold, never pay for it. Should Leaflet fail to
 * load, `failedText` replaces it: every screen works without the map, as without its tiles.
 */
export function LazyMapFrame({
  label,
  className,
  failedText,
  children,
}: {
  /** Names the map region, e.g. 'Map of search results'. */
  label: string;
  /** Give it a height (e.g. h-72). */
  className?: string;
  failedText: string;
  children: ReactNode;
}) {
  const { ref, near } = useNearViewport();
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className={cn('relative isolate overflow-hidden border', className)}
    >
      {near ? (
        <MapErrorBoundary fallback={<MapSurface>{failedText}</MapSurface>}>
          <Suspense
            fallback={
              <MapSurface>
                <Trans>Loading map…</Trans>
              </MapSurface>
            }
          >
            {children}
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <MapSurface />
      )}
    </div>
  );
}
