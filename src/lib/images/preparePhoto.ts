// Scales a chosen photo in the browser (long edge 2000 px, JPEG, EXIF orientation applied); lazy-loaded.
import { JPEG_HEADER_BYTES, jpegHasMetadata } from './jpegMetadata';
import { isHeif, jpegName, mustReencode, PHOTO_QUALITIES, targetSize } from './photoRules';

export type PreparedPhoto =
  /** Sent as chosen: small enough, nothing to strip (or a HEIC this browser cannot read). */
  | { outcome: 'unchanged'; file: File }
  /** Re-encoded as JPEG at `width` x `height`. */
  | { outcome: 'scaled'; file: File; width: number; height: number }
  /** Not a picture this browser can decode: damaged, or a format it does not know. */
  | { outcome: 'unreadable' };

interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes upright (EXIF orientation applied): createImageBitmap, or an <img> where it is missing. */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        image: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      return null;
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode(); // <img> applies the orientation itself (CSS image-orientation: from-image)
    return {
      image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

type Encoder = (quality: number) => Promise<Blob | null>;

/** Draws the picture at the given size on white (for transparent PNGs) and returns a JPEG encoder. */
function drawForJpeg(source: Decoded, width: number, height: number): Encoder | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    paint(context, source, width, height);
    return (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context, source, width, height);
  return (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

function paint(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  source: Decoded,
  width: number,
  height: number,
): void {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source.image, 0, 0, width, height);
}

/** Encodes at the first quality that fits `maxBytes` (the last one's result if none does). */
async function encode(encoder: Encoder, maxBytes: number): Promise<Blob | null> {
  let blob: Blob | null = null;
  for (const quality of PHOTO_QUALITIES) {
    blob = await encoder(quality);
    if (!blob || blob.size <= maxBytes) break;
  }
  return blob;
}

/**
 * Makes a chosen photo fit: decoded upright, scaled to a long edge of at most 2000 px and
 * re-encoded as JPEG (which drops its metadata, location included), unless it is already small
 * and carries no metadata. The caller checks the result against the 5 MB limit.
 */
export async function preparePhoto(file: File, maxBytes: number): Promise<PreparedPhoto> {
  const header = new Uint8Array(await file.slice(0, JPEG_HEADER_BYTES).arrayBuffer());
  const source = await decode(file);
  if (!source) {
    return isHeif(file) && file.size <= maxBytes
      ? { outcome: 'unchanged', file }
      : { outcome: 'unreadable' };
  }
  try {
    const facts = {
      width: source.width,
      height: source.height,
      bytes: file.size,
      hasMetadata: jpegHasMetadata(header),
    };
    if (facts.width < 1 || facts.height < 1) return { outcome: 'unreadable' };
    if (!mustReencode(facts, maxBytes)) return { outcome: 'unchanged', file };
    const size = targetSize(facts);
    const encoder = drawForJpeg(source, size.width, size.height);
    const blob = encoder ? await encode(encoder, maxBytes) : null;
    if (!blob) return { outcome: 'unreadable' };
    const scaled = new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
    return { outcome: 'scaled', file: scaled, ...size };
  } finally {
    source.release();
  }
}
