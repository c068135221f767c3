// Uploaded files (pictures, certificates) named by the API: a relative link is on the API's host, not the portal's.
import { getConfig } from './config';

/**
 * The address of a file the API named: absolute links as they are (Django REST Framework sends
 * them so), a link like `/media/…` resolved against the API's base URL, which may be another host.
 */
export function mediaUrl(link: string): string {
  try {
    return new URL(link, new URL(getConfig().apiBaseUrl, window.location.href)).href;
  } catch {
    return link;
  }
}
