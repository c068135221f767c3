// Tap-to-reach addresses: a South African phone shown as +27 83 555 0119, tel:, WhatsApp, mailto, maps.
import { isEmail } from '@contract/rules/email';
import { localPhoneDigits } from '@contract/rules/phone';

/** The 9 local digits of a South African number in any common spelling, or null if it is not one. */
function localDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const local = localPhoneDigits(phone.trim());
  return /^[1-9]\d{8}$/.test(local) ? local : null;
}

/** "+27 83 555 0119"; a number that is not South African is shown as it was given. */
export function formatPhone(phone: string | null | undefined): string {
  const local = localDigits(phone);
  if (!local) return phone?.trim() ?? '';
  return `+27 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

/** tel:+27835550119, or null when the number cannot be dialled as given. */
export function telHref(phone: string | null | undefined): string | null {
  const local = localDigits(phone);
  if (local) return `tel:+27${local}`;
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

/** https://wa.me/27835550119 (WhatsApp wants the international number without + or spaces). */
export function whatsAppHref(phone: string | null | undefined): string | null {
  const local = localDigits(phone);
  return local ? `https://wa.me/27${local}` : null;
}

export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address && isEmail(address) ? `mailto:${address}` : null;
}

/**
 * Directions to a place named in words: a geo: URI where Android opens the vet's maps app, else
 * the web maps search (which hands over to the Maps app on iPhones and Android without geo:).
 */
export function mapsHref(place: string, userAgent: string = navigator.userAgent): string {
  const query = encodeURIComponent(place.trim());
  if (/Android/i.test(userAgent)) return `geo:0,0?q=${query}`;
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** Break points for a long address: after "@" and before each "." (never inside a word). */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

/** The web maps search for the same place: where geo: opens nothing (no maps app installed). */
export const webMapsHref = (place: string) => mapsHref(place, '');
