// Which chosen files are photos to scale, to what size and name, and whether this browser can do it.
import { formatSizeShort } from '@/lib/text/format';
import { photoMsg } from '@/lib/text/messages';

/** The long edge of a scaled photo (ODK's max-pixels, KoboToolbox's suggested 2000 px). */
export const MAX_PHOTO_EDGE = 2000;
/** JPEG quality of a scaled photo; lower steps are tried only if a photo would still be over 5 MB. */
export const PHOTO_QUALITIES = [0.85, 0.7, 0.55] as const;

const RASTER_EXTENSIONS = /\.(jpe?g|jfif|png|gif|webp|heic|heif|avif|bmp)$/i;
const HEIF = /^image\/hei[cf](-sequence)?$/i;

/** A picture the browser may decode and scale: any image/* except vector SVG, or a photo by its name. */
export function isPhoto(file: Pick<File, 'type' | 'name'>): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return type !== 'image/svg+xml';
  return type === '' && RASTER_EXTENSIONS.test(file.name);
}

/** HEIC/HEIF (iPhone and some Android cameras): the server takes it, Chrome cannot decode it. */
export function isHeif(file: Pick<File, 'type' | 'name'>): boolean {
  return HEIF.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

export interface Size {
  width: number;
  height: number;
}

/** The size a photo is drawn at: its own when the long edge fits, else scaled to MAX_PHOTO_EDGE. */
export function targetSize({ width, height }: Size, maxEdge = MAX_PHOTO_EDGE): Size {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface PhotoFacts extends Size {
  bytes: number;
  /** A JPEG that carries Exif or XMP (camera, orientation, often the GPS location). */
  hasMetadata: boolean;
}

/**
 * Whether a decoded photo is re-encoded. A photo over the edge or the byte limit always is; so is
 * one with camera metadata (its location goes, its orientation is applied). A small photo without
 * metadata (a screenshot, a picture already shrunk by a messaging app) passes unchanged: encoding
 * it again would only cost sharpness (and a PNG's transparency), often for more bytes.
 */
export function mustReencode(
  facts: PhotoFacts,
  maxBytes: number,
  maxEdge = MAX_PHOTO_EDGE,
): boolean {
  return (
    Math.max(facts.width, facts.height) > maxEdge || facts.bytes > maxBytes || facts.hasMetadata
  );
}

/** The scaled photo's name: the same name ending in .jpg ("IMG_2041.HEIC" -> "IMG_2041.jpg"). */
export function jpegName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const stem = (dot >= 0 ? base.slice(0, dot) : base).trim();
  return `${stem || 'photo'}.jpg`;
}

/**
 * Whether this browser can decode pictures for a script (createImageBitmap, or <img>.decode on
 * Safari before 15). Where it cannot, photos go on unchanged and meet the usual 5 MB check.
 */
export function canScalePhotos(scope: typeof globalThis = globalThis): boolean {
  if (typeof scope.createImageBitmap === 'function') return true;
  const image = (scope as { HTMLImageElement?: typeof HTMLImageElement }).HTMLImageElement;
  return typeof image?.prototype.decode === 'function';
}

/** What the vet is told about a re-encoded photo: "4.8 MB photo reduced to 612 KB." */
export function scalingNote(beforeBytes: number, afterBytes: number): string {
  const before = formatSizeShort(beforeBytes);
  const after = formatSizeShort(afterBytes);
  return afterBytes < beforeBytes && before !== after
    ? photoMsg.reduced(before, after)
    : photoMsg.cleaned(after);
}
