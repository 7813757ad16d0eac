import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { MAP_SURFACE_STYLE } from './surface';
import type { MapMarker } from './types';

export type { MapMarker } from './types';

// Leaflet, react-leaflet and their CSS load only when a map scrolls near the screen (engineering guide:
// "loaded lazily"), so pages that never show one, or where it stays below the fold, never pay for it.
const LeafletMap = lazy(() => import('./leaflet-map'));

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

/**
 * A map with one marker per place (decisions.md: on the detail screen and search results). Every screen
 * works without it: when the tile server cannot be reached, the markers still show on a plain background.
 */
export function PropertyMap({
  markers,
  label,
  className,
  zoom = 14,
}: {
  markers: MapMarker[];
  /** Names the map region, e.g. 'Map of search results'. */
  label: string;
  /** Give it a height (e.g. h-72). */
  className?: string;
  /** The zoom for a single marker; several markers are fitted. */
  zoom?: number;
}) {
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

  const fallback = (
    <MapSurface>
      <p>
        The map could not be loaded. {markers.length === 1 ? 'The place is' : 'The places are'} listed on this
        page.
      </p>
    </MapSurface>
  );

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className={cn('relative isolate overflow-hidden rounded-2xl border border-slate-200', className)}
    >
      {near ? (
        <MapErrorBoundary fallback={fallback}>
          <Suspense fallback={<MapSurface>Loading map…</MapSurface>}>
            <LeafletMap markers={markers} zoom={zoom} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <MapSurface />
      )}
    </div>
  );
}
