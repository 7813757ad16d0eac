// The marker-placing map, loaded only when the Accommodation Details step scrolls it near the screen: Leaflet
// never weighs on the other steps, and the form works the same without it (latitude and longitude inputs).
import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { LazyMapFrame } from '@/components/map/lazy-map-frame';
import type { LatLng } from '@/components/map/location-picker';

const LocationPicker = lazy(() => import('@/components/map/location-picker'));

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
  const { t } = useLingui();
  return (
    <LazyMapFrame
      label={label}
      className="h-64 rounded-xl border-slate-300 sm:h-72"
      failedText={t`The map could not be loaded. Type the latitude and longitude below.`}
    >
      <LocationPicker position={position} onChange={onChange} fallbackCenter={fallbackCenter} />
    </LazyMapFrame>
  );
}
