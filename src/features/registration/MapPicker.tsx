// The practice-location map (Leaflet, loaded lazily): a draggable marker; tapping the map moves it too.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { getConfig } from '@/lib/api/config';
import type { LatLng } from '@/lib/geo/coordinates';
import { mapMsg } from './messages';

export const MAP_ZOOM = 15;

const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface MapPickerProps {
  position: LatLng;
  /** The marker was dragged to, or the map tapped at, this point. */
  onMove: (point: LatLng) => void;
}

/** Brings the marker into view when it moves off screen (after a search). */
function FollowMarker({ position }: { position: LatLng }) {
  const map = useMap();
  const { lat, lng } = position;
  useEffect(() => {
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

function TapToMove({ onMove }: Pick<MapPickerProps, 'onMove'>) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export default function MapPicker({ position, onMove }: MapPickerProps) {
  const { tileUrl, tileAttribution } = getConfig();
  // Tiles that fail to load leave a grey square: say why, and what still works. A tile that loads
  // later (signal back) takes the note away.
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileEvents = useMemo(
    () => ({ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }),
    [],
  );
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const point = (event.target as L.Marker).getLatLng();
        onMove({ lat: point.lat, lng: point.lng });
      },
    }),
    [onMove],
  );
  return (
    <>
      <MapContainer
        center={[position.lat, position.lng]}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        className="map-picker"
      >
        <TileLayer
          url={tileUrl}
          attribution={tileAttribution}
          crossOrigin="anonymous"
          eventHandlers={tileEvents}
        />
        <Marker
          position={[position.lat, position.lng]}
          draggable
          icon={markerIcon}
          title="Practice location: drag to adjust"
          alt="Practice location marker"
          eventHandlers={handlers}
        />
        <FollowMarker position={position} />
        <TapToMove onMove={onMove} />
      </MapContainer>
      <p className="map-note" role="status">
        {tilesFailed ? mapMsg.tilesFailed : ''}
      </p>
    </>
  );
}
