/// <reference path="../../pb_data/types.d.ts" />
// Avatar checks (issue 10.2, 10.3): the image header is read before the file is stored. A picture
// larger than MAX_SIDE on either side is refused (its thumbnail would be decoded in full: an 8 KB
// 8000×8000 PNG costs 300 MB), and the stored name gets the extension of what the file really is,
// so nothing uploaded is ever served as a script or a page.

const MAX_SIDE = 4096
// The field's own limit (users.avatar maxSize is 2 MB): the whole file is read at most once.
const MAX_READ_BYTES = 2 * 1024 * 1024 + 1
const EXTENSIONS = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' }

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
function startsWith(b, text, at) {
  for (let i = 0; i < text.length; i += 1) if (b[at + i] !== text.charCodeAt(i)) return false
  return true
}

/** JPEG: the largest frame (SOFn) in the markers before the image data. */
function jpegSize(b) {
  let i = 2
  let size = null
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return size
    const marker = b[i + 1]
    if (marker === 0xff) {
      i += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return size // end of image, start of scan
    const length = u16be(b, i + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && [0xc4, 0xc8, 0xcc].indexOf(marker) === -1
    if (isFrame) {
      const height = u16be(b, i + 5)
      const width = u16be(b, i + 7)
      if (!size || width * height > size.width * size.height) size = { width, height }
    }
    i += 2 + length
  }
  return size
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) canvas size. */
function webpSize(b) {
  if (startsWith(b, 'VP8 ', 12) && b.length >= 30) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  }
  if (startsWith(b, 'VP8L', 12) && b.length >= 25) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (startsWith(b, 'VP8X', 12) && b.length >= 30) {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  }
  return null
}

/** { type, width, height } from the file's first bytes, or null when it is none of the four. */
function imageInfo(b) {
  if (b.length >= 24 && startsWith(b, '\x89PNG\r\n\x1a\n', 0) && startsWith(b, 'IHDR', 12)) {
    return { type: 'png', width: u32be(b, 16), height: u32be(b, 20) }
  }
  if (b.length >= 10 && (startsWith(b, 'GIF87a', 0) || startsWith(b, 'GIF89a', 0))) {
    return { type: 'gif', width: u16le(b, 6), height: u16le(b, 8) }
  }
  if (b.length >= 16 && startsWith(b, 'RIFF', 0) && startsWith(b, 'WEBP', 8)) {
    const size = webpSize(b)
    return size && { type: 'webp', width: size.width, height: size.height }
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b)
    return size && { type: 'jpeg', width: size.width, height: size.height }
  }
  return null
}

function readBytes(file) {
  const reader = file.reader.open()
  try {
    return toBytes(reader, MAX_READ_BYTES)
  } finally {
    reader.close()
  }
}

/**
 * Checks each avatar about to be stored on the record: a JPEG, PNG, WebP or GIF of at most
 * MAX_SIDE×MAX_SIDE pixels, renamed to the extension of its real type. Throws a 400 on "avatar".
 */
function checkAvatars(record) {
  const gb = require(`${__hooks}/lib/gymbuddy.js`)
  for (const file of record.getUnsavedFiles('avatar')) {
    // Over the field's 2 MB: PocketBase refuses it with its own size message, unread.
    if (!file || file.size >= MAX_READ_BYTES) continue
    const info = imageInfo(readBytes(file))
    if (!info) {
      gb.fail(
        'avatar',
        'validation_invalid_image',
        'The avatar must be a JPEG, PNG, WebP or GIF image.',
      )
    }
    if (info.width > MAX_SIDE || info.height > MAX_SIDE || info.width === 0 || info.height === 0) {
      gb.fail(
        'avatar',
        'validation_image_too_large',
        `The avatar must be at most ${MAX_SIDE}×${MAX_SIDE} pixels (this one is ${info.width}×${info.height}).`,
      )
    }
    const dot = file.name.lastIndexOf('.')
    const base = dot > 0 ? file.name.slice(0, dot) : file.name
    file.name = `${base}.${EXTENSIONS[info.type]}`
  }
}

module.exports = { checkAvatars, imageInfo, MAX_SIDE }
