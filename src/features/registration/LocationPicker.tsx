// Practice Location: place search (on submit), a result list, the lazy map, and the address field.
import { registrationMsg } from './messages';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Field } from '@/components/Field';
import { formatCoordinates, parseCoordinates, type LatLng } from '@/lib/geo/coordinates';
import { getGeoProvider } from '@/lib/geo/provider';
import { isInSouthAfrica } from '@/lib/geo/southAfrica';
import { isAbortError, type Place } from '@/lib/geo/types';
import type { PracticeLocation } from './applicationRules';
import { MapBoundary } from './MapBoundary';

const MapPicker = lazy(() => import('./MapPicker'));

/** Pretoria, where the map opens before a location is chosen. */
export const DEFAULT_CENTRE: LatLng = { lat: -25.7479, lng: 28.2293 };

interface LocationPickerProps {
  location: PracticeLocation | null;
  address: string;
  onLocation: (location: PracticeLocation) => void;
  onAddress: (address: string) => void;
  error?: string | null;
  searchRef: RefObject<HTMLInputElement | null>;
}

export function LocationPicker({
  location,
  address,
  onLocation,
  onAddress,
  error,
  searchRef,
}: LocationPickerProps) {
  const provider = getGeoProvider();
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Place[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  /** The chosen point lies outside South Africa: said at once, not only on Submit. */
  const [outside, setOutside] = useState(false);
  const searchAbort = useRef<AbortController | null>(null);
  const reverseAbort = useRef<AbortController | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void provider.prepare?.().catch(() => undefined); // embedded data ready before signal drops
    return () => {
      searchAbort.current?.abort();
      reverseAbort.current?.abort();
    };
  }, [provider]);

  /** The marker moved (drag, tap, coordinates, my location): name the point by reverse geocoding. */
  const moveTo = useCallback(
    async (point: LatLng) => {
      reverseAbort.current?.abort();
      const controller = new AbortController();
      reverseAbort.current = controller;
      onLocation({ ...point, label: formatCoordinates(point) });
      // The address was the old point's (a re-application's last one, say): it goes with it, and
      // the new point's name fills it in if one is found.
      onAddress('');
      setResults([]);
      setOutside(false);
      setStatus('Finding the place name…');
      try {
        const [place, inside] = await Promise.all([
          provider.reverse(point.lat, point.lng, { signal: controller.signal }),
          isInSouthAfrica(point).catch(() => true), // unknown: Submit checks again
        ]);
        if (controller.signal.aborted) return;
        if (!inside) {
          setOutside(true); // the error line below says it; the marker stays where it was put
          setStatus('');
          if (place) onLocation({ ...point, label: place.label });
        } else if (place) {
          onLocation({ ...point, label: place.label });
          onAddress(place.address);
          setStatus(`Location set to ${place.label}.`);
        } else {
          setStatus(registrationMsg.placeUnnamed);
        }
      } catch (problem) {
        if (!isAbortError(problem)) setStatus(registrationMsg.placeUnnamed);
      }
    },
    [onAddress, onLocation, provider],
  );

  const search = async () => {
    const text = query.trim();
    if (!text) {
      setStatus(registrationMsg.placeSearchEmpty);
      return;
    }
    const coordinates = parseCoordinates(text);
    if (coordinates) {
      await moveTo(coordinates);
      return;
    }
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setBusy(true);
    setStatus('Searching…');
    try {
      const places = await provider.search(text, {
        countryCodes: ['ZA'],
        signal: controller.signal,
      });
      setResults(places);
      setStatus(
        places.length === 0
          ? registrationMsg.placeNotFound(text)
          : `${places.length} ${places.length === 1 ? 'place' : 'places'} found. Choose one below.`,
      );
    } catch (problem) {
      if (!isAbortError(problem)) setStatus(registrationMsg.placeSearchFailed);
    } finally {
      if (searchAbort.current === controller) setBusy(false);
    }
  };

  const choose = (place: Place) => {
    reverseAbort.current?.abort();
    onLocation({ lat: place.lat, lng: place.lng, label: place.label });
    onAddress(place.address);
    setResults([]);
    setOutside(false);
    setStatus(`Location set to ${place.label}.`);
    addressRef.current?.focus();
    // A search service other than the embedded one may offer a place across the border.
    void isInSouthAfrica(place)
      .catch(() => true)
      .then((inside) => {
        if (inside) return;
        setOutside(true);
        setStatus('');
      });
  };

  const useMyLocation = () => {
    setStatus('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (position) => void moveTo({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => setStatus(registrationMsg.myLocationFailed),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const searchId = `${id}-search`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const onMove = useCallback((point: LatLng) => void moveTo(point), [moveTo]);
  const shownError = error ?? (outside ? registrationMsg.outsideSouthAfrica : null);

  return (
    <fieldset className="location-picker" aria-describedby={shownError ? errorId : undefined}>
      <legend>Practice Location</legend>
      <p id={helpId} className="field-hint">
        Search for your town, then drag the marker (or tap the map) to your practice. You can also
        type coordinates, e.g. -25.7479, 28.2293.
      </p>
      <label htmlFor={searchId} className="field-label">
        Search for a place
      </label>
      <div className="location-search">
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className="input"
          enterKeyHint="search"
          autoComplete="off"
          value={query}
          aria-describedby={[helpId, shownError ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault(); // search, do not submit the application
              void search();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void search()}
          disabled={busy}
        >
          Search
        </button>
      </div>
      <p className="geo-credit">{provider.attribution}</p>
      <p className="location-status" role="status" aria-live="polite">
        {status}
      </p>
      {results.length > 0 && (
        <ul className="location-results" aria-label="Search results">
          {results.map((place) => (
            <li key={`${place.lat},${place.lng},${place.label}`}>
              <button type="button" onClick={() => choose(place)}>
                {place.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {'geolocation' in navigator && (
        <button type="button" className="btn btn-link my-location" onClick={useMyLocation}>
          Use my current location
        </button>
      )}
      <div className="map-frame">
        <MapBoundary>
          <Suspense fallback={<p className="map-fallback">Loading map…</p>}>
            <MapPicker position={location ?? DEFAULT_CENTRE} onMove={onMove} />
          </Suspense>
        </MapBoundary>
      </div>
      <Field
        label="Chosen location"
        hint={
          location
            ? `Coordinates: ${formatCoordinates(location)}`
            : 'None yet: search or use the map.'
        }
      >
        <input name="location" value={location?.label ?? ''} readOnly />
      </Field>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
      <Field
        label="Address"
        hint="Street, farm or building — filled in from the map; correct it if needed."
      >
        <input
          ref={addressRef}
          name="address"
          autoComplete="street-address"
          value={address}
          onChange={(event) => onAddress(event.target.value)}
        />
      </Field>
    </fieldset>
  );
}
