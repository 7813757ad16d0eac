// What the Leaflet maps (leaflet-map.tsx, location-picker.tsx) share: Leaflet's CSS, the marker icon and the
// tile layer from GET /api/config. Leaflet is heavy: only those lazily loaded modules import this one.
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
// Imported, not resolved by Leaflet at run time: its default icon URL breaks under bundlers.
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useState, type ReactNode } from 'react';
import { TileLayer } from 'react-leaflet';
import { appConfigQueryOptions } from '@/lib/app-config';

// Markup around a brand name, the same in every language.
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export const markerPin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/**
 * The map's tile layer (none until the config arrives), and whether the background is unavailable: the config
 * could not be read or a tile failed. The map's own surface keeps the markers readable then.
 */
export function useMapTiles(): { tiles: ReactNode; unavailable: boolean } {
  const config = useQuery(appConfigQueryOptions());
  const { t } = useLingui();
  const [tilesFailed, setTilesFailed] = useState(false);
  const tiles = config.data ? (
    <TileLayer
      url={config.data.mapTileUrl}
      // OpenStreetMap's credit, in the page's language as its guidelines allow; the link is markup, not text.
      attribution={t`&copy; ${OSM_LINK} contributors`}
      eventHandlers={{ tileerror: () => setTilesFailed(true) }}
    />
  ) : null;
  return { tiles, unavailable: tilesFailed || config.isError };
}
