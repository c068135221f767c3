// Finding camera metadata (an APP1 segment: Exif or XMP) in a JPEG's header, without decoding it.
import { describe, expect, it } from 'vitest';
import { jpegHasMetadata } from '@/lib/images/jpegMetadata';

/** A segment: marker, 2-byte big-endian length (which counts itself), payload. */
function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}
const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
const SOI = [0xff, 0xd8];
const APP0 = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const EXIF = segment(0xe1, [...ascii('Exif'), 0, 0, ...ascii('MM'), 0, 42]);
const XMP = segment(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/'), 0]);
const QUANT = segment(0xdb, new Array<number>(65).fill(1));
const SCAN = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0x34];
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

describe('jpegHasMetadata', () => {
  it('finds Exif after the JFIF header', () => {
    expect(jpegHasMetadata(bytes(SOI, APP0, EXIF, QUANT, SCAN))).toBe(true);
  });

  it('finds XMP, and Exif right after the start of image', () => {
    expect(jpegHasMetadata(bytes(SOI, XMP, SCAN))).toBe(true);
    expect(jpegHasMetadata(bytes(SOI, EXIF, SCAN))).toBe(true);
  });

  it('skips fill bytes between segments', () => {
    expect(jpegHasMetadata(bytes(SOI, [0xff, 0xff], APP0, EXIF, SCAN))).toBe(true);
  });

  it('is false for a JPEG without APP1 (e.g. one a messaging app already stripped)', () => {
    expect(jpegHasMetadata(bytes(SOI, APP0, QUANT, SCAN))).toBe(false);
  });

  it('stops at the start of scan: image data that looks like APP1 is not metadata', () => {
    expect(jpegHasMetadata(bytes(SOI, APP0, SCAN, [0xff, 0xe1, 0, 4, 0, 0]))).toBe(false);
  });

  it('is false for other formats and damaged or cut-off headers', () => {
    expect(jpegHasMetadata(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(jpegHasMetadata(bytes(SOI, [0x12, 0x34, 0x56, 0x78]))).toBe(false);
    expect(jpegHasMetadata(bytes(SOI, [0xff, 0xe0, 0, 1]))).toBe(false); // impossible length
    expect(jpegHasMetadata(bytes(SOI, APP0.slice(0, 6)))).toBe(false);
    expect(jpegHasMetadata(new Uint8Array())).toBe(false);
  });
});
