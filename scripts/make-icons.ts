// Draws the app icons (any and maskable, PNG) and the favicon from code, so no image editor is needed to change them.
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const GREEN = [20, 83, 45];
const WHITE = [255, 255, 255];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A green tile with a white cross; `safe` is the fraction of the tile the cross may use. */
function icon(size: number, opts: { rounded: boolean; safe: number }): Buffer {
  const rows: Buffer[] = [];
  const radius = opts.rounded ? size * 0.18 : 0;
  const arm = size * opts.safe * 0.16;
  const reach = size * opts.safe * 0.42;
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      const inside = dx * dx + dy * dy <= radius * radius || radius === 0;
      const cross =
        (Math.abs(x - c) <= arm && Math.abs(y - c) <= reach) ||
        (Math.abs(y - c) <= arm && Math.abs(x - c) <= reach);
      const [r, g, b] = cross ? WHITE : GREEN;
      row.set([r ?? 0, g ?? 0, b ?? 0, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/icons/icon-192.png', icon(192, { rounded: true, safe: 1 }));
writeFileSync('public/icons/icon-512.png', icon(512, { rounded: true, safe: 1 }));
writeFileSync('public/icons/icon-maskable-512.png', icon(512, { rounded: false, safe: 0.8 }));
writeFileSync('public/favicon.png', icon(32, { rounded: true, safe: 1 }));
writeFileSync('public/apple-touch-icon.png', icon(180, { rounded: false, safe: 0.9 }));
