// The marker-placing map, loaded only when the Accommodation Details step scrolls it near the screen: Leaflet
// never weighs on the other steps, and the form works the same without it (latitude and longitude inputs).
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LatLng } from '@/components/map/location-picker';
import { MAP_SURFACE_STYLE } from '@/components/map/surface';

const LocationPicker = lazy(() => import('@/components/map/location-picker'));

function Surface({ children }: { children?: ReactNode }) {
  return (
    <div
      style={MAP_SURFACE_STYLE}
      className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-slate-700"
    >
      {children}
    </div>
  );
}

class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LocationMap({
  position,
  onChange,
  fallbackCenter,
  label,
}: {
  position: LatLng;
  onChange: (position: LatLng) => void;
  fallbackCenter: LatLng;
  label: string;
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

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className="relative isolate h-64 overflow-hidden rounded-xl border border-slate-300 sm:h-72"
    >
      {near ? (
        <MapBoundary
          fallback={<Surface>The map could not be loaded. Type the latitude and longitude below.</Surface>}
        >
          <Suspense fallback={<Surface>Loading map…</Surface>}>
            <LocationPicker position={position} onChange={onChange} fallbackCenter={fallbackCenter} />
          </Suspense>
        </MapBoundary>
      ) : (
        <Surface />
      )}
    </div>
  );
}
