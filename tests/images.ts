// Tiny image files for the avatar tests: real headers, any claimed size (a "pixel bomb" is a few KB
// on disk and gigabytes once decoded).
import { crc32, deflateSync } from 'node:zlib'

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed) >>> 0)
  return Buffer.concat([length, typed, crc])
}

/** A complete 1-bit grayscale PNG of width × height, all black. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A GIF header claiming width × height, followed by `tail` (e.g. script text). */
export function gif(width: number, height: number, tail = ''): Buffer {
  const header = Buffer.alloc(13)
  header.write('GIF89a', 0, 'latin1')
  header.writeUInt16LE(width, 6)
  header.writeUInt16LE(height, 8)
  return Buffer.concat([header, Buffer.from(tail, 'latin1')])
}

/** A JPEG start with a baseline frame header (SOF0) claiming width × height. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ])
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03])
  sof.writeUInt16BE(height, 5)
  sof.writeUInt16BE(width, 7)
  const components = Buffer.from([0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    components,
    Buffer.from([0xff, 0xd9]),
  ])
}

/** An extended WebP (VP8X) header whose canvas is width × height. */
export function webp(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18)
  vp8x.write('VP8X', 0, 'latin1')
  vp8x.writeUInt32LE(10, 4)
  vp8x.writeUIntLE(width - 1, 12, 3)
  vp8x.writeUIntLE(height - 1, 15, 3)
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'latin1')
  riff.writeUInt32LE(body.length, 4)
  return Buffer.concat([riff, body])
}
