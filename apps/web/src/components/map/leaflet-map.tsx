// The heavy half of PropertyMap: Leaflet and its CSS, loaded on demand only.
import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
// Imported, not resolved by Leaflet at run time: its default icon URL breaks under bundlers.
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { mapConfigQueryOptions } from './map-config';
import { MAP_SURFACE_STYLE } from './surface';
import type { MapMarker } from './types';

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/** Kigali, when there is nothing to show (spec §9: the default map position). */
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

export default function LeafletMap({ markers, zoom }: { markers: MapMarker[]; zoom: number }) {
  const config = useQuery(mapConfigQueryOptions());
  const [tilesFailed, setTilesFailed] = useState(false);
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
        {config.data ? (
          <TileLayer
            url={config.data.mapTileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        ) : null}
        <FitToMarkers positions={positions} zoom={zoom} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.position.lat, marker.position.lng]}
            icon={icon}
            title={marker.title}
            alt={marker.title}
          >
            <Popup>
              <p className="!m-0 font-semibold text-slate-900">{marker.title}</p>
              {marker.subtitle ? <p className="!m-0 text-slate-600">{marker.subtitle}</p> : null}
              {marker.href ? (
                <Link to={marker.href} className="mt-1 inline-block font-semibold !text-brand-700 underline">
                  More...<span className="sr-only"> about {marker.title}</span>
                </Link>
              ) : null}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed || config.isError ? (
        <p className="pointer-events-none absolute top-2 right-2 left-14 z-[1000] ml-auto w-fit rounded-lg bg-white/90 px-3 py-1.5 text-xs text-slate-700 shadow">
          Map background unavailable; markers show where each place is.
        </p>
      ) : null}
    </>
  );
}
