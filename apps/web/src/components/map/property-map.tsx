import { plural } from '@lingui/core/macro';
import { lazy } from 'react';
import { cn } from '@/lib/cn';
import { LazyMapFrame } from './lazy-map-frame';
import type { MapMarker } from './types';

export type { MapMarker } from './types';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map with one marker per place (docs/product.md#map: on the detail screen and search results). Every
 * screen works without it: when the tile server cannot be reached, the markers still show on a plain
 * background.
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
  const count = markers.length;
  return (
    <LazyMapFrame
      label={label}
      className={cn('rounded-2xl border-slate-200', className)}
      failedText={plural(count, {
        one: 'The map could not be loaded. The place is listed on this page.',
        other: 'The map could not be loaded. The places are listed on this page.',
      })}
    >
      <LeafletMap markers={markers} zoom={zoom} />
    </LazyMapFrame>
  );
}
