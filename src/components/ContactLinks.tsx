// One tap to reach someone or somewhere: call or WhatsApp a phone, e-mail an address, open a map.
import { Fragment, type MouseEvent } from 'react';
import {
  emailBreakParts,
  formatPhone,
  mailtoHref,
  mapsHref,
  telHref,
  webMapsHref,
  whatsAppHref,
} from '@/lib/text/contactLinks';
import { msg } from '@/lib/text/messages';
import { useOnline } from '@/lib/offline/online';
import { Icon } from './Icon';
import { OfflinePlace } from './OfflinePlace';
import './ContactLinks.css';

/** The phone as a tel: link (+27 83 555 0119) and a WhatsApp link; "N/A" without a number. */
export function PhoneLinks({ phone, name }: { phone: string | null | undefined; name: string }) {
  const tel = telHref(phone);
  if (!phone?.trim()) return <>N/A</>;
  const whatsApp = whatsAppHref(phone);
  return (
    <span className="contact-links">
      {tel ? (
        <a href={tel} className="contact-link">
          <Icon name="phone" size={18} />
          <span className="visually-hidden">Call {name} on </span>
          {formatPhone(phone)}
        </a>
      ) : (
        formatPhone(phone)
      )}
      {whatsApp && (
        <a
          href={whatsApp}
          className="contact-link"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${name} (opens WhatsApp)`}
        >
          <Icon name="message" size={18} />
          WhatsApp
        </a>
      )}
    </span>
  );
}

/** The address as a mailto: link, wrapping only after "@" or before a "." on a narrow screen. */
export function EmailLink({ email }: { email: string | null | undefined }) {
  const href = mailtoHref(email);
  if (!email?.trim()) return <>N/A</>;
  const text = emailBreakParts(email.trim()).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  if (!href) return <span className="email-text">{text}</span>;
  return (
    <a href={href} className="contact-link email-text">
      <Icon name="mail" size={18} />
      <span>{text}</span>
    </a>
  );
}

/** How long to wait for a maps app to take over a geo: link before opening the web map instead. */
const GEO_FALLBACK_MS = 1500;

function openWebMapIfNothingOpened(place: string) {
  let left = false;
  const leaving = () => {
    left = true;
  };
  window.addEventListener('blur', leaving, { once: true });
  document.addEventListener('visibilitychange', leaving, { once: true });
  window.setTimeout(() => {
    window.removeEventListener('blur', leaving);
    document.removeEventListener('visibilitychange', leaving);
    if (!left) window.open(webMapsHref(place), '_blank', 'noopener,noreferrer');
  }, GEO_FALLBACK_MS);
}

/**
 * "Open in Maps" for a place named in words: the phone's maps app (geo:) or the web map; offline,
 * where a map site cannot load, the address and coordinates to copy and the geo: link only.
 */
export function MapLink({ place }: { place: string }) {
  const online = useOnline();
  if (!place.trim()) return null;
  if (!online) return <OfflinePlace place={place} />;
  const href = mapsHref(place);
  const geo = href.startsWith('geo:');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (geo && !event.defaultPrevented) openWebMapIfNothingOpened(place);
  };
  return (
    <a
      href={href}
      className="contact-link map-link"
      onClick={onClick}
      {...(geo ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      <Icon name="pin" size={18} />
      {msg.openInMaps}
      <span className="visually-hidden">: {place}</span>
    </a>
  );
}
