// Photo scaling's pure rules: which files are photos, the 2000 px target, .jpg names, when to
// re-encode, the before/after size text, and whether a browser can scale at all.
import { describe, expect, it } from 'vitest';
import { formatSizeShort } from '@/lib/text/format';
import {
  canScalePhotos,
  isHeif,
  isPhoto,
  jpegName,
  mustReencode,
  scalingNote,
  targetSize,
} from '@/lib/images/photoRules';
import { MAX_UPLOAD_BYTES } from '@contract/limits';

const named = (name: string, type: string) => ({ name, type });
const MB = 1024 * 1024;

describe('which files are photos', () => {
  it('takes raster images, by type or (with no type) by name', () => {
    expect(isPhoto(named('IMG_2041.jpg', 'image/jpeg'))).toBe(true);
    expect(isPhoto(named('scan.png', 'image/png'))).toBe(true);
    expect(isPhoto(named('IMG_0001.HEIC', 'image/heic'))).toBe(true);
    expect(isPhoto(named('IMG_0001.HEIC', ''))).toBe(true);
    expect(isPhoto(named('photo.webp', ''))).toBe(true);
  });

  it('leaves PDFs, vector drawings and everything else alone', () => {
    expect(isPhoto(named('certificate.pdf', 'application/pdf'))).toBe(false);
    expect(isPhoto(named('certificate.pdf', ''))).toBe(false);
    expect(isPhoto(named('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(isPhoto(named('notes.txt', 'text/plain'))).toBe(false);
    expect(isPhoto(named('photo.jpg', 'application/octet-stream'))).toBe(false);
  });

  it('knows HEIC photos by type or name', () => {
    expect(isHeif(named('a.bin', 'image/heif'))).toBe(true);
    expect(isHeif(named('IMG_1.heic', ''))).toBe(true);
    expect(isHeif(named('a.jpg', 'image/jpeg'))).toBe(false);
  });
});

describe('targetSize', () => {
  it('scales the long edge to 2000 px, keeping the proportions', () => {
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(targetSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(targetSize({ width: 8000, height: 6000 })).toEqual({ width: 2000, height: 1500 });
  });

  it('keeps a photo whose long edge already fits', () => {
    expect(targetSize({ width: 2000, height: 1125 })).toEqual({ width: 2000, height: 1125 });
    expect(targetSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('never makes an edge zero', () => {
    expect(targetSize({ width: 10_000, height: 2 })).toEqual({ width: 2000, height: 1 });
  });
});

describe('mustReencode', () => {
  const small = { width: 1600, height: 1200, bytes: 300 * 1024, hasMetadata: false };

  it('re-encodes a photo over 2000 px, over 5 MB, or carrying camera metadata', () => {
    expect(mustReencode({ ...small, width: 2001 }, MAX_UPLOAD_BYTES)).toBe(true);
    expect(mustReencode({ ...small, height: 4000 }, MAX_UPLOAD_BYTES)).toBe(true);
    expect(mustReencode({ ...small, bytes: MAX_UPLOAD_BYTES + 1 }, MAX_UPLOAD_BYTES)).toBe(true);
    expect(mustReencode({ ...small, hasMetadata: true }, MAX_UPLOAD_BYTES)).toBe(true);
  });

  it('passes a small photo without metadata unchanged', () => {
    expect(mustReencode(small, MAX_UPLOAD_BYTES)).toBe(false);
    expect(mustReencode({ ...small, width: 2000, bytes: MAX_UPLOAD_BYTES }, MAX_UPLOAD_BYTES)).toBe(
      false,
    );
  });
});

describe('jpegName', () => {
  it('ends the name in .jpg', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('certificate.png')).toBe('certificate.jpg');
    expect(jpegName('photo.jpeg')).toBe('photo.jpg');
    expect(jpegName('farm.visit.2026.webp')).toBe('farm.visit.2026.jpg');
    expect(jpegName('image')).toBe('image.jpg');
  });

  it('names a photo without a usable name "photo.jpg", and drops any folder', () => {
    expect(jpegName('')).toBe('photo.jpg');
    expect(jpegName('.jpg')).toBe('photo.jpg');
    expect(jpegName('  .png')).toBe('photo.jpg');
    expect(jpegName('C:\\fakepath\\scan.png')).toBe('scan.jpg');
  });
});

describe('the size text', () => {
  it('shows KB below 1 MB and MB with one decimal above', () => {
    expect(formatSizeShort(612 * 1024)).toBe('612 KB');
    expect(formatSizeShort(4.8 * MB)).toBe('4.8 MB');
    expect(formatSizeShort(7 * MB + 300 * 1024)).toBe('7.3 MB');
    expect(formatSizeShort(10 * 1024 * MB)).toBe('10.0 GB'); // a browser's quota
  });

  it('tells the vet the size before and after', () => {
    expect(scalingNote(4.8 * MB, 612 * 1024)).toBe('4.8 MB photo reduced to 612 KB.');
  });

  it('does not call a photo reduced when it is not smaller', () => {
    expect(scalingNote(300 * 1024, 340 * 1024)).toBe(
      'Photo prepared for sending (340 KB): camera details removed.',
    );
    expect(scalingNote(2.41 * MB, 2.4 * MB)).toBe(
      'Photo prepared for sending (2.4 MB): camera details removed.',
    );
  });
});

describe('canScalePhotos', () => {
  it('is true with createImageBitmap, or with <img>.decode (Safari before 15)', () => {
    const withBitmap = {
      createImageBitmap: () => Promise.resolve(),
    } as unknown as typeof globalThis;
    expect(canScalePhotos(withBitmap)).toBe(true);
    class Img {
      decode() {
        return Promise.resolve();
      }
    }
    expect(canScalePhotos({ HTMLImageElement: Img } as unknown as typeof globalThis)).toBe(true);
  });

  it('is false where neither exists (photos then go on unchanged)', () => {
    expect(canScalePhotos({} as typeof globalThis)).toBe(false);
    const noDecode = { HTMLImageElement: { prototype: {} } } as unknown as typeof globalThis;
    expect(canScalePhotos(noDecode)).toBe(false);
  });
});
