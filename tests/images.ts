// Tiny image files for the avatar tests: real headers, any claimed size (a "pixel bomb" is a few KB
// on disk and gigabytes once decoded).
import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed) >>> 0)
  return Buffer.concat([length, typed, crc])
}

export interface PngOptions {
  /** 1 (default), 8 or 16 bits per channel. */
  bitDepth?: number
  /** 0 grayscale (default), 6 RGBA. */
  colorType?: 0 | 6
  /** Ancillary chunks written before the image data, e.g. `[['tEXt', Buffer.from(...)]]`. */
  chunks?: [string, Buffer][]
}

/** A complete PNG of width × height, all black (1-bit grayscale unless told otherwise). */
export function png(width: number, height: number, options: PngOptions = {}): Buffer {
  const { bitDepth = 1, colorType = 0, chunks = [] } = options
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = bitDepth
  header[9] = colorType
  const bitsPerPixel = bitDepth * (colorType === 6 ? 4 : 1)
  const rows = Buffer.alloc((1 + Math.ceil((width * bitsPerPixel) / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...chunks.map(([type, data]) => pngChunk(type, data)),
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

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

export interface JpegOptions {
  /** A progressive frame (SOF2) instead of a baseline one (SOF0). */
  progressive?: boolean
  /** Segments written after the JFIF one, e.g. `exifSegment(...)`. */
  segments?: Buffer[]
}

/** A JPEG start with a frame header claiming width × height (YCbCr 4:2:0). */
export function jpeg(width: number, height: number, options: JpegOptions = {}): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ])
  const sof = Buffer.from([
    0xff,
    options.progressive ? 0xc2 : 0xc0,
    0x00,
    0x11,
    0x08,
    0,
    0,
    0,
    0,
    0x03,
  ])
  sof.writeUInt16BE(height, 5)
  sof.writeUInt16BE(width, 7)
  const components = Buffer.from([0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    ...(options.segments ?? []),
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

/** A complete 8-bit grayscale PNG of random pixels: it barely compresses (~width × height bytes). */
export function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth; colour type 0: grayscale
  const rows = randomBytes((1 + width) * height)
  for (let y = 0; y < height; y += 1) rows[y * (1 + width)] = 0 // each row's filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A JPEG APP1 EXIF segment (big-endian TIFF): IFD0 with the orientation, a description and a
 * pointer to a GPS IFD holding `latitude` as text (what a phone writes, in a form easy to look for).
 */
export function exifSegment(orientation: number, description: string, latitude: string): Buffer {
  const text = (value: string) => Buffer.from(`${value}\0`, 'latin1')
  const describe = text(description)
  const place = text(latitude)
  const ifd0 = 8
  const ifd0Size = 2 + 3 * 12 + 4
  const gpsIfd = ifd0 + ifd0Size
  const gpsSize = 2 + 12 + 4
  const describeAt = gpsIfd + gpsSize
  const placeAt = describeAt + describe.length
  const tiff = Buffer.alloc(placeAt + place.length)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(ifd0, 4)
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at)
    tiff.writeUInt16BE(type, at + 2)
    tiff.writeUInt32BE(count, at + 4)
    if (type === 3 && count === 1) tiff.writeUInt16BE(value, at + 8)
    else tiff.writeUInt32BE(value, at + 8)
  }
  tiff.writeUInt16BE(3, ifd0)
  entry(ifd0 + 2, 0x010e, 2, describe.length, describeAt) // ImageDescription
  entry(ifd0 + 14, 0x0112, 3, 1, orientation) // Orientation
  entry(ifd0 + 26, 0x8825, 4, 1, gpsIfd) // GPS IFD
  tiff.writeUInt16BE(1, gpsIfd)
  entry(gpsIfd + 2, 0x0002, 2, place.length, placeAt) // GPSLatitude, as text here
  describe.copy(tiff, describeAt)
  place.copy(tiff, placeAt)
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]))
}

/** A JPEG APP1 XMP segment, or (marker 0xfe) a comment, holding `text`. */
export function textSegment(marker: 0xe1 | 0xfe, text: string): Buffer {
  const prefix = marker === 0xe1 ? 'http://ns.adobe.com/xap/1.0/\0' : ''
  return jpegSegment(marker, Buffer.from(prefix + text, 'latin1'))
}

/** The orientation in a JPEG's EXIF segment (big-endian, as written here or by the server), or 0. */
export function jpegOrientation(file: Buffer): number {
  const exif = file.indexOf(Buffer.from('Exif\0\0MM', 'latin1'))
  if (exif === -1) return 0
  const tiff = exif + 6
  const ifd = tiff + file.readUInt32BE(tiff + 4)
  for (let n = 0; n < file.readUInt16BE(ifd); n += 1) {
    const entry = ifd + 2 + n * 12
    if (file.readUInt16BE(entry) === 0x0112) return file.readUInt16BE(entry + 8)
  }
  return 0
}

/** An extended WebP whose VP8X flags announce EXIF and XMP, followed by those two chunks. */
export function webpWithMetadata(width: number, height: number, exif: string, xmp: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.write(type, 0, 'latin1')
    head.writeUInt32LE(data.length, 4)
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)])
  }
  const flags = Buffer.alloc(10)
  flags[0] = 0x08 | 0x04
  flags.writeUIntLE(width - 1, 4, 3)
  flags.writeUIntLE(height - 1, 7, 3)
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    chunk('VP8X', flags),
    chunk('EXIF', Buffer.from(exif, 'latin1')),
    chunk('XMP ', Buffer.from(xmp, 'latin1')),
  ])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'latin1')
  riff.writeUInt32LE(body.length, 4)
  return Buffer.concat([riff, body])
}
