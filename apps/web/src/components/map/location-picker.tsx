// The listing form's map (docs/product.md#map: the host places the marker, default -1.9697,
// 30.0644). A click or tap puts the marker there, dragging moves it; the form's latitude and longitude inputs
// stay the way to set it by keyboard, and the only way when the map cannot load. Leaflet is heavy: import this
// module lazily (React.lazy), as property-map.tsx does with leaflet-map.tsx.
import { Trans, useLingui } from '@lingui/react/macro';
import type L from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { markerPin, useMapTiles } from './leaflet-setup';
import { MAP_SURFACE_STYLE } from './surface';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LocationPickerProps {
  /** The marker; NaN or out-of-range values (a half-typed input) leave the marker where it was. */
  position: LatLng;
  /** Where the host put the marker, rounded to 6 decimals (about 10 cm). */
  onChange: (position: LatLng) => void;
  /** Where the map opens when there is no valid position yet. */
  fallbackCenter: LatLng;
  /** The marker's accessible name. */
  markerTitle?: string;
  zoom?: number;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

const isValidPosition = ({ lat, lng }: LatLng) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

function PlaceOnClick({ onPlace }: { onPlace: (position: LatLng) => void }) {
  useMapEvents({
    click: (event) => onPlace({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
  });
  return null;
}

/** Typed coordinates bring the marker into view; a marker already on screen leaves the view alone. */
function KeepInView({ position }: { position: LatLng | null }) {
  const map = useMap();
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    // Padded inwards, so that a marker drawn at the very edge (its pin above the point) is brought in too.
    if (!map.getBounds().pad(-0.2).contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

export default function LocationPicker({
  position,
  onChange,
  fallbackCenter,
  markerTitle,
  zoom = 13,
}: LocationPickerProps) {
  const { t } = useLingui();
  const pinTitle = markerTitle ?? t`Property location`;
  const { tiles, unavailable } = useMapTiles();
  const valid = isValidPosition(position) ? position : null;
  const [initialCenter] = useState<L.LatLngTuple>(() =>
    valid ? [valid.lat, valid.lng] : [fallbackCenter.lat, fallbackCenter.lng],
  );

  return (
    <>
      <MapContainer
        center={initialCenter}
        zoom={zoom}
        scrollWheelZoom={false}
        className="h-full w-full"
        // The marker stays visible on this background when no tile loads.
        style={MAP_SURFACE_STYLE}
      >
        {tiles}
        <PlaceOnClick onPlace={onChange} />
        <KeepInView position={valid} />
        {valid ? (
          <Marker
            position={[valid.lat, valid.lng]}
            icon={markerPin}
            title={pinTitle}
            alt={pinTitle}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onChange({ lat: round(lat), lng: round(lng) });
              },
            }}
          />
        ) : null}
      </MapContainer>
      {unavailable ? (
        <p className="pointer-events-none absolute inset-x-2 bottom-7 z-[1000] mx-auto w-fit rounded-lg bg-white/90 px-3 py-1.5 text-xs text-slate-700 shadow">
          <Trans>Map background unavailable: click to place the marker, or type the coordinates.</Trans>
        </p>
      ) : null}
    </>
  );
}
