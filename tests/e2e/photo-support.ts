// Photos for the browser tests and the photo bench: JPEGs drawn in Chromium, and a JPEG's size.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * A JPEG drawn in the page: a colour gradient with noise of `noise` levels (4000×3000 with noise 8
 * at quality 1 is about 7 MB, like a phone camera's photo), or two halves, red left and blue right.
 */
export async function drawJpeg(
  page: Page,
  opts: { width: number; height: number; noise?: number; halves?: boolean },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(async ({ width, height, noise = 0, halves = false }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    if (halves) {
      context.fillStyle = '#f00';
      context.fillRect(0, 0, width / 2, height);
      context.fillStyle = '#00f';
      context.fillRect(width / 2, 0, width / 2, height);
    } else {
      const image = context.createImageData(width, height);
      const data = image.data;
      let seed = 12345;
      for (let i = 0; i < data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const n = ((seed >>> 24) * noise) / 255;
        const x = (i / 4) % width;
        const y = Math.floor(i / 4 / width);
        data[i] = (x / width) * 200 + n;
        data[i + 1] = (y / height) * 200 + n;
        data[i + 2] = 120 + n;
        data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 });
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string); // readAsDataURL gives a string
      reader.readAsDataURL(blob);
    });
  }, opts);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Width and height from a JPEG's frame header (SOFn). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!,
        width: (bytes[offset + 7]! << 8) | bytes[offset + 8]!,
      };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header in the JPEG');
}
