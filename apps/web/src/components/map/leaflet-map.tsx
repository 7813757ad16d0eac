// The heavy half of PropertyMap: Leaflet and its CSS (leaflet-setup.tsx), loaded on demand only.
import { Trans } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { markerPin, useMapTiles } from './leaflet-setup';
import { MAP_SURFACE_STYLE } from './surface';
import type { MapMarker } from './types';

/** Kigali, when there is nothing to show (docs/product.md#map: the default map position). */
const DEFAULT_CENTER: L.LatLngTuple = [-1.9697, 30.0644];

function FitToMarkers({ positions, zoom }: { positions: L.LatLngTuple[]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (positions.length === 1) map.setView(positions[0]!, zoom);
    else if (positions.length > 1)
      map.fitBounds(L.latLngBounds(positions), { padding: [32, 32], maxZoom: zoom });
  }, [map, positions, zoom]);
  return null;
}

/** 'More...' with the place's name for screen readers, as on the property cards. */
function MoreAbout({ place }: { place: string }) {
  return (
    <Trans>
      More...<span className="sr-only"> about {place}</span>
    </Trans>
  );
}

export default function LeafletMap({ markers, zoom }: { markers: MapMarker[]; zoom: number }) {
  const { tiles, unavailable } = useMapTiles();
  const positions = useMemo(
    () => markers.map((m): L.LatLngTuple => [m.position.lat, m.position.lng]),
    [markers],
  );

  return (
    <>
      <MapContainer
        center={positions[0] ?? DEFAULT_CENTER}
        zoom={positions.length ? zoom : 8}
        scrollWheelZoom={false}
        // One finger scrolls the page on phones; the zoom buttons still work.
        dragging={!L.Browser.mobile}
        className="h-full w-full"
        // Markers stay readable on this background when no tile loads.
        style={MAP_SURFACE_STYLE}
      >
        {tiles}
        <FitToMarkers positions={positions} zoom={zoom} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.position.lat, marker.position.lng]}
            icon={markerPin}
            title={marker.title}
            alt={marker.title}
          >
            <Popup>
              <p className="!m-0 font-semibold text-slate-900">{marker.title}</p>
              {marker.subtitle ? <p className="!m-0 text-slate-600">{marker.subtitle}</p> : null}
              {marker.href ? (
                <Link to={marker.href} className="mt-1 inline-block font-semibold !text-brand-700 underline">
                  <MoreAbout place={marker.title} />
                </Link>
              ) : null}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {unavailable ? (
        <p className="pointer-events-none absolute top-2 right-2 left-14 z-[1000] ml-auto w-fit rounded-lg bg-white/90 px-3 py-1.5 text-xs text-slate-700 shadow">
          <Trans>Map background unavailable; markers show where each place is.</Trans>
        </p>
      ) : null}
    </>
  );
}
