/// <reference path="../../pb_data/types.d.ts" />
// Metadata out of uploaded pictures: EXIF (GPS position, camera, time), XMP, IPTC, comments and
// text chunks are blanked in place before the file is stored, so visitors never get them. In place
// (each block turned into padding of zeros that every decoder skips), not cut out: copying a 2 MB
// file byte by byte in the JS hooks costs ~0.5 s, blanking a 64 KB EXIF block ~40 ms.
// Kept: what decoding needs (JPEG JFIF, ICC profile and Adobe colour segments; PNG's colour, palette,
// transparency and animation chunks) and a JPEG's orientation, rewritten as a 32-byte EXIF block,
// so a portrait photo stays upright.
const { startsWith, u16be, u32be, u32le } = require(`${__hooks}/lib/accounts/image_header.js`)

/** More metadata than this is refused rather than blanked (each byte costs ~0.6 µs to blank). */
const MAX_BLANKED_BYTES = 128 * 1024

const PNG_KEPT = [
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
  'cICP',
  'mDCv',
  'cLLi',
]
// An ancillary, private chunk type (lowercase first and second letters) that decoders skip.
const PNG_PADDING = 'blNk'

function writeText(b, at, text) {
  for (let i = 0; i < text.length; i += 1) b[at + i] = text.charCodeAt(i)
}
function zero(b, from, to) {
  for (let i = from; i < to; i += 1) b[i] = 0
}

/** The EXIF orientation (1-8) in an APP1 segment's TIFF block, or 0. */
function exifOrientation(b, tiff, end) {
  const little = startsWith(b, 'II', tiff)
  if (!little && !startsWith(b, 'MM', tiff)) return 0
  const u16 = (i) => (little ? b[i] | (b[i + 1] << 8) : u16be(b, i))
  const ifd = tiff + (little ? u32le(b, tiff + 4) : u32be(b, tiff + 4))
  if (ifd + 2 > end) return 0
  const count = u16(ifd)
  for (let n = 0; n < count && ifd + 2 + n * 12 + 12 <= end; n += 1) {
    const entry = ifd + 2 + n * 12
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8)
      return value >= 1 && value <= 8 ? value : 0
    }
  }
  return 0
}

/** A JPEG's metadata segments before the image data, as [start, end, write] steps. */
function jpegPlan(b) {
  const steps = []
  let i = 2
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1]
    if (marker === 0xff) {
      i += 1
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) break
    const at = i
    const end = Math.min(b.length, i + 2 + u16be(b, i + 2))
    i = end
    const isApp = marker >= 0xe0 && marker <= 0xef
    if (!isApp && marker !== 0xfe) continue
    if (marker === 0xe0 && startsWith(b, 'JFIF\0', at + 4)) continue
    if (marker === 0xe2 && startsWith(b, 'ICC_PROFILE\0', at + 4)) continue
    if (marker === 0xee && startsWith(b, 'Adobe', at + 4)) continue
    const exif = marker === 0xe1 && startsWith(b, 'Exif\0\0', at + 4)
    // The 32-byte orientation block fits in any EXIF segment that held one (plus its next-IFD link).
    const orientation = exif && end - at >= 36 ? exifOrientation(b, at + 10, end) : 0
    steps.push([
      at + 4,
      end,
      () => (orientation > 1 ? writeOrientation(b, at, orientation) : (b[at + 1] = 0xfe)),
    ])
  }
  return steps
}

/** Turns a blanked APP1 segment into the smallest EXIF block that holds the orientation. */
function writeOrientation(b, at, orientation) {
  writeText(b, at + 4, 'Exif\0\0MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0')
  b[at + 29] = orientation
}

let crcTable = null
function crc32(b, from, to) {
  if (!crcTable) {
    crcTable = []
    for (let n = 0; n < 256; n += 1) {
      let c = n
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (let i = from; i < to; i += 1) crc = crcTable[(crc ^ b[i]) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A PNG's chunks other than PNG_KEPT (text, eXIf, tIME, private ones). */
function pngPlan(b) {
  const steps = []
  let i = 8
  while (i + 12 <= b.length) {
    const length = u32be(b, i)
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7])
    const end = i + 8 + length
    if (end + 4 > b.length || type === 'IEND') break
    if (PNG_KEPT.indexOf(type) === -1) {
      const at = i
      steps.push([
        at + 8,
        end,
        () => {
          writeText(b, at + 4, PNG_PADDING)
          const crc = crc32(b, at + 4, end)
          for (let k = 0; k < 4; k += 1) b[end + k] = (crc >>> (24 - 8 * k)) & 0xff
        },
      ])
    }
    i = end + 4
  }
  return steps
}

/** A WebP's EXIF and XMP chunks, and the VP8X flags that announce them. */
function webpPlan(b) {
  const steps = []
  let i = 12
  while (i + 8 <= b.length) {
    const type = String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3])
    const end = Math.min(b.length, i + 8 + u32le(b, i + 4))
    if (type === 'EXIF' || type === 'XMP ') {
      const at = i
      steps.push([at + 8, end, () => writeText(b, at, 'JUNK')])
    }
    i = end + (end % 2) // chunks are padded to an even size
  }
  if (steps.length > 0 && startsWith(b, 'VP8X', 12)) {
    steps.push([0, 0, () => (b[20] = b[20] & ~0x0c)])
  }
  return steps
}

/** A GIF's comments and application blocks other than the animation loop count. */
function gifPlan(b) {
  const steps = []
  let i = 13 + (b[10] & 0x80 ? 3 << ((b[10] & 7) + 1) : 0)
  const skipBlocks = (from, blank) => {
    let j = from
    while (j < b.length && b[j] !== 0) {
      if (blank) steps.push([j + 1, Math.min(b.length, j + 1 + b[j]), null])
      j += 1 + b[j]
    }
    return j + 1
  }
  while (i < b.length) {
    if (b[i] === 0x21) {
      const label = b[i + 1]
      const loop =
        startsWith(b, '\x0bNETSCAPE2.0', i + 2) || startsWith(b, '\x0bANIMEXTS1.0', i + 2)
      i = skipBlocks(i + 2, label === 0xfe || (label === 0xff && !loop))
    } else if (b[i] === 0x2c) {
      const localTable = b[i + 9] & 0x80 ? 3 << ((b[i + 9] & 7) + 1) : 0
      i = skipBlocks(i + 10 + localTable + 1, false)
    } else {
      break // the trailer (0x3b), or a broken file: nothing more to look at
    }
  }
  return steps
}

const PLANS = { jpeg: jpegPlan, png: pngPlan, webp: webpPlan, gif: gifPlan }

/**
 * Blanks the metadata of `b` (the bytes of a picture of `type`, changed in place). Returns how
 * many bytes were blanked, or -1 (and changes nothing) when over MAX_BLANKED_BYTES.
 */
function blankMetadata(type, b) {
  const steps = PLANS[type](b)
  let total = 0
  for (const step of steps) total += step[1] - step[0]
  if (total > MAX_BLANKED_BYTES) return -1
  for (const step of steps) {
    zero(b, step[0], step[1])
    if (step[2]) step[2]()
  }
  return steps.length === 0 ? 0 : Math.max(total, 1)
}

module.exports = { blankMetadata, MAX_BLANKED_BYTES }
