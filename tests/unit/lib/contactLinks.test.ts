// Tap-to-reach links: South African phone display, tel:, WhatsApp, mailto, maps and e-mail breaks.
import { describe, expect, it } from 'vitest';
import {
  emailBreakParts,
  formatPhone,
  mailtoHref,
  mapsHref,
  telHref,
  webMapsHref,
  whatsAppHref,
} from '@/lib/text/contactLinks';

describe('phone links', () => {
  it('shows a stored 27… number as +27 83 555 0119, from any common spelling', () => {
    for (const spelling of ['27835550119', '+27835550119', '083 555 0119', '+27 83 555 0119']) {
      expect(formatPhone(spelling)).toBe('+27 83 555 0119');
      expect(telHref(spelling)).toBe('tel:+27835550119');
      expect(whatsAppHref(spelling)).toBe('https://wa.me/27835550119');
    }
  });
  it('leaves a foreign or odd number as given, dialable when it has enough digits', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(whatsAppHref('+44 20 7946 0958')).toBeNull();
    expect(telHref('12')).toBeNull();
    expect(formatPhone(null)).toBe('');
  });
});

describe('mailto and e-mail breaks', () => {
  it('links only a plausible address', () => {
    expect(mailtoHref(' sipho@farm.example ')).toBe('mailto:sipho@farm.example');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('sipho@farm')).toBeNull(); // the contract's rule: the domain has a dot
    expect(mailtoHref(null)).toBeNull();
  });
  it('breaks after @ and before each dot, never inside a word', () => {
    expect(emailBreakParts('pieter.vandermerwe@karoo-lamb.example.co.za')).toEqual([
      'pieter',
      '.vandermerwe@',
      'karoo-lamb',
      '.example',
      '.co',
      '.za',
    ]);
    expect(emailBreakParts('pieter.vandermerwe@karoo-lamb.example.co.za').join('')).toBe(
      'pieter.vandermerwe@karoo-lamb.example.co.za',
    );
  });
});

describe('maps links', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131 Mobile';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15';
  it('uses a geo: URI on Android so the phone’s maps app opens', () => {
    expect(mapsHref('Farm Rietvlei, Vryburg', android)).toBe(
      'geo:0,0?q=Farm%20Rietvlei%2C%20Vryburg',
    );
  });
  it('uses the web maps search elsewhere, and as the fallback', () => {
    const web = 'https://www.google.com/maps/search/?api=1&query=Farm%20Rietvlei%2C%20Vryburg';
    expect(mapsHref('Farm Rietvlei, Vryburg', iphone)).toBe(web);
    expect(webMapsHref(' Farm Rietvlei, Vryburg ')).toBe(web);
  });
});
