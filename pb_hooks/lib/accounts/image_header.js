/// <reference path="../../pb_data/types.d.ts" />
// What an image is, from its first bytes: type, width, height, and how many bytes each pixel takes
// once decoded for a thumbnail (Go's image decoders, which PocketBase uses). A 130 KB 16-bit
// 4096×4096 PNG decodes to 128 MB: its first thumbnail cost +192 MB of memory.

function u16be(b, i) {
  return (b[i] << 8) | b[i + 1]
}
function u16le(b, i) {
  return b[i] | (b[i + 1] << 8)
}
function u24le(b, i) {
  return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)
}
function u32be(b, i) {
  return ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3])
}
function u32le(b, i) {
  return ((b[i + 3] << 24) >>> 0) + (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16))
}
function startsWith(b, text, at) {
  for (let i = 0; i < text.length; i += 1) if (b[at + i] !== text.charCodeAt(i)) return false
  return true
}

// PNG colour type -> bytes a pixel at 8 and at 16 bits (Gray, RGBA, Paletted, NRGBA, NRGBA64...).
const PNG_PIXEL_BYTES = { 0: [1, 2], 2: [4, 8], 3: [1, 1], 4: [4, 8], 6: [4, 8] }
// Progressive JPEG frames: Go keeps every coefficient (4 bytes a sample) besides the image.
const JPEG_PROGRESSIVE = [0xc2, 0xc6, 0xca, 0xce]

function pngInfo(b) {
  const pixelBytes = PNG_PIXEL_BYTES[b[25]]
  return {
    type: 'png',
    width: u32be(b, 16),
    height: u32be(b, 20),
    bytesPerPixel: pixelBytes ? pixelBytes[b[24] === 16 ? 1 : 0] : 8,
  }
}

/** JPEG: the largest frame (SOFn) in the markers before the image data. */
function jpegInfo(b) {
  let i = 2
  let info = null
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return info
    const marker = b[i + 1]
    if (marker === 0xff) {
      i += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return info // end of image, start of scan
    const length = u16be(b, i + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && [0xc4, 0xc8, 0xcc].indexOf(marker) === -1
    if (isFrame) {
      const frame = { type: 'jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) }
      frame.bytesPerPixel =
        jpegSamplesPerPixel(b, i) * (JPEG_PROGRESSIVE.indexOf(marker) !== -1 ? 5 : 1)
      if (!info || frame.width * frame.height * frame.bytesPerPixel > decodedBytes(info)) {
        info = frame
      }
    }
    i += 2 + length
  }
  return info
}

/** Samples a pixel holds in a JPEG frame: 3 for 4:4:4 colour, 1.5 for 4:2:0, 1 for grey. */
function jpegSamplesPerPixel(b, frameAt) {
  const count = b[frameAt + 9]
  let samples = 0
  let maxH = 1
  let maxV = 1
  for (let c = 0; c < count; c += 1) {
    const factors = b[frameAt + 11 + c * 3] || 0x11
    const h = factors >> 4 || 1
    const v = factors & 15 || 1
    samples += h * v
    maxH = Math.max(maxH, h)
    maxV = Math.max(maxV, v)
  }
  return Math.max(1, samples / (maxH * maxV))
}

/** WebP: lossy (VP8, YCbCr 4:2:0), lossless (VP8L) or extended (VP8X) canvas size. */
function webpInfo(b) {
  if (startsWith(b, 'VP8 ', 12) && b.length >= 30) {
    const width = u16le(b, 26) & 0x3fff
    return { type: 'webp', width: width, height: u16le(b, 28) & 0x3fff, bytesPerPixel: 1.5 }
  }
  if (startsWith(b, 'VP8L', 12) && b.length >= 25) {
    const bits = u32le(b, 21)
    return {
      type: 'webp',
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      bytesPerPixel: 4,
    }
  }
  if (startsWith(b, 'VP8X', 12) && b.length >= 30) {
    return { type: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, bytesPerPixel: 4 }
  }
  return null
}

/** { type, width, height, bytesPerPixel } from the file's first bytes, or null when it is none of the four. */
function imageInfo(b) {
  if (b.length >= 26 && startsWith(b, '\x89PNG\r\n\x1a\n', 0) && startsWith(b, 'IHDR', 12)) {
    return pngInfo(b)
  }
  if (b.length >= 10 && (startsWith(b, 'GIF87a', 0) || startsWith(b, 'GIF89a', 0))) {
    return { type: 'gif', width: u16le(b, 6), height: u16le(b, 8), bytesPerPixel: 1 }
  }
  if (b.length >= 16 && startsWith(b, 'RIFF', 0) && startsWith(b, 'WEBP', 8)) return webpInfo(b)
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegInfo(b)
  return null
}

/** The memory the decoded picture takes. */
function decodedBytes(info) {
  return info.width * info.height * info.bytesPerPixel
}

module.exports = { imageInfo, decodedBytes, startsWith, u16be, u32be, u32le }
