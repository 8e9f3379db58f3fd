import { crc32, deflateSync } from 'node:zlib';

/*
 * Image files for upload tests, made here byte by byte (no image library): a real PNG of any size,
 * a "PNG bomb" whose header claims more pixels than its data could hold, the start of a JPEG, an SVG.
 */

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid grey PNG of `width`×`height` (8-bit greyscale); its rows compress to almost nothing. */
export function pngImage(width: number, height: number, rows?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const raw = rows ?? Buffer.alloc((width + 1) * height, 0x80);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A few hundred bytes claiming 100,000 × 100,000 pixels: decoding it would take 10 GB. */
export function pngBomb(): Buffer {
  return pngImage(100_000, 100_000, Buffer.alloc(64));
}

/** The head of a baseline JPEG of `width`×`height` (SOI, APP0, SOF0): enough for its header to be read. */
export function jpegHead(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** An SVG (which can carry script), to be sent named photo.jpg as image/jpeg. */
export const SVG_AS_JPEG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, { field = 'photo', filename = 'photo.jpg', type = 'image/jpeg' } = {}) {
  const boundary = '----achaa-test-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
