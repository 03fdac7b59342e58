/// <reference path="../../pb_data/types.d.ts" />
// Avatar checks: the image header is read before the file is stored
// (lib/accounts/image_header.js). A picture larger than MAX_SIDE on either side, or one that would take more
// than MAX_DECODED_BYTES once decoded (a 16-bit 4096×4096 PNG: 128 MB), is refused: its thumbnail
// is decoded in full. The stored name gets the extension of what the file really is, so nothing
// uploaded is ever served as a script or a page, and its metadata (EXIF with the GPS position, XMP,
// text) is blanked first (lib/accounts/image_metadata.js): visitors get the picture only.
const { imageInfo, decodedBytes } = require(`${__hooks}/lib/accounts/image_header.js`)
const { blankMetadata, MAX_BLANKED_BYTES } = require(`${__hooks}/lib/accounts/image_metadata.js`)

const MAX_SIDE = 4096
// 4096×4096 at 8 bits a channel with alpha (4 bytes a pixel); a 12 MP phone JPEG takes 18 MB.
const MAX_DECODED_BYTES = MAX_SIDE * MAX_SIDE * 4
// The field's own limit (users.avatar maxSize is 2 MB): the whole file is read at most once.
const MAX_READ_BYTES = 2 * 1024 * 1024 + 1
const EXTENSIONS = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' }

function readBytes(file) {
  const reader = file.reader.open()
  try {
    return toBytes(reader, MAX_READ_BYTES)
  } finally {
    reader.close()
  }
}

function megabytes(bytes) {
  return Math.ceil(bytes / (1024 * 1024))
}

/** The header's verdict on one picture: throws a 400 on "avatar" unless it may be stored. */
function checkImage(info) {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
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
  if (decodedBytes(info) > MAX_DECODED_BYTES) {
    gb.fail(
      'avatar',
      'validation_image_too_large',
      `The avatar must fit in ${MAX_SIDE}×${MAX_SIDE} pixels at 8 bits per channel (this one takes ${megabytes(decodedBytes(info))} MB once opened, at most ${megabytes(MAX_DECODED_BYTES)} MB): save it as an 8-bit image or smaller.`,
    )
  }
}

/**
 * Checks each avatar about to be stored on the record: a JPEG, PNG, WebP or GIF within the size
 * limits, its metadata blanked, renamed to the extension of its real type. Throws a 400 on "avatar".
 */
function checkAvatars(record) {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  for (const file of record.getUnsavedFiles('avatar')) {
    // Over the field's 2 MB: PocketBase refuses it with its own size message, unread.
    if (!file || file.size >= MAX_READ_BYTES) continue
    const bytes = readBytes(file)
    const info = imageInfo(bytes)
    checkImage(info)
    const dot = file.name.lastIndexOf('.')
    const name = `${dot > 0 ? file.name.slice(0, dot) : file.name}.${EXTENSIONS[info.type]}`
    const blanked = blankMetadata(info.type, bytes)
    if (blanked < 0) {
      gb.fail(
        'avatar',
        'validation_image_metadata',
        `The avatar carries more than ${MAX_BLANKED_BYTES / 1024} KB of metadata (EXIF, XMP, comments): save it without them.`,
      )
    }
    if (blanked === 0) {
      file.name = name
      continue
    }
    // The field holds one file (maxSelect 1): the cleaned copy replaces the upload.
    const cleaned = $filesystem.fileFromBytes(bytes, file.originalName)
    cleaned.name = name
    record.set('avatar', cleaned)
  }
}

module.exports = { checkAvatars }
