// "Open in Maps" without signal: the address and the town's coordinates to copy, and the geo: link only.
import { useEffect, useId, useState } from 'react';
import { formatCoordinates } from '@/lib/geo/coordinates';
import type { Town } from '@/lib/geo/gazetteer';
import { townOf } from '@/lib/geo/townOf';
import { msg, offlineMapMsg } from '@/lib/text/messages';
import { Icon } from './Icon';

/** geo: with the town's coordinates where known, else a search the maps app runs itself. */
function geoHref(place: string, town: Town | null): string {
  const query = encodeURIComponent(place.trim());
  return town ? `geo:${town.lat},${town.lng}?q=${query}` : `geo:0,0?q=${query}`;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard here (an insecure page, or refused): the text is on screen
  }
}

export function OfflinePlace({ place }: { place: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [town, setTown] = useState<Town | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    let live = true;
    townOf(place)
      .then((found) => {
        if (live) setTown(found);
      })
      .catch(() => undefined); // the list of towns is not on this device: the address still is
    return () => {
      live = false;
    };
  }, [place]);

  const coordinates = town ? formatCoordinates(town) : null;
  const copyAndSay = async (text: string, what: string) =>
    setSaid((await copy(text)) ? `${what} copied.` : offlineMapMsg.copyFailed);

  return (
    <span className="offline-place">
      <button
        type="button"
        className="btn btn-link contact-link map-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="pin" size={18} />
        {msg.openInMaps}
        <span className="visually-hidden">: {place}</span>
      </button>
      {open && (
        <span id={id} className="offline-place-options">
          <span className="offline-place-note">{offlineMapMsg.note}</span>
          <span className="offline-place-row">
            <span className="offline-place-text">{place}</span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void copyAndSay(place, 'Address')}
            >
              Copy address
            </button>
          </span>
          {town && coordinates && (
            <span className="offline-place-row">
              <span className="offline-place-text">
                {coordinates} ({offlineMapMsg.townCoordinates(town.name)})
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void copyAndSay(coordinates, 'Coordinates')}
              >
                Copy coordinates
              </button>
            </span>
          )}
          <a href={geoHref(place, town)} className="contact-link">
            {offlineMapMsg.openInApp}
            <span className="visually-hidden">: {place}</span>
          </a>
          <span role="status" className="offline-place-said">
            {said}
          </span>
        </span>
      )}
    </span>
  );
}
