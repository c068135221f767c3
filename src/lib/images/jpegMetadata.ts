// Finds camera metadata (Exif or XMP in an APP1 segment) in a JPEG's header bytes.

/** How much of a JPEG's start to read: its APP segments come first and are at most 64 KB each. */
export const JPEG_HEADER_BYTES = 256 * 1024;

/**
 * True when the JPEG's header holds an APP1 segment (Exif: orientation, camera, time, GPS; or XMP).
 * Walks the segments from the start of image to the start of scan; false for anything not a JPEG.
 */
export function jpegHasMetadata(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false; // not a marker: a damaged header
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xe1) return true; // APP1
    if (marker === 0xda || marker === 0xd9) return false; // start of scan, end of image
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return false;
    offset += 2 + length;
  }
  return false;
}
