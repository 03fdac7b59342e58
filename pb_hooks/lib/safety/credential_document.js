/// <reference path="../../pb_data/types.d.ts" />
// A credential's document (pb_hooks/lib/safety/credentials.js): a PDF or a JPEG, PNG, WebP or GIF photo,
// at most 5 MB (the field's own limit). Checked by its bytes, not its name; renamed to what it
// really is; metadata blanked in place before it is stored, as avatars are (lib/accounts/image_metadata.js):
// a picture's EXIF, XMP and text chunks, a PDF's document information strings (author, creator,
// producer, title, subject, keywords, dates) and its uncompressed XMP packets. Metadata a PDF
// keeps compressed is not read (docs/decisions.md "Credential documents"): only the trainer and
// operators ever fetch the file. tests/credentials.test.ts uploads each kind.
const { imageInfo, decodedBytes, startsWith } = require(`${__hooks}/lib/accounts/image_header.js`)
const { blankMetadata, MAX_BLANKED_BYTES } = require(`${__hooks}/lib/accounts/image_metadata.js`)

const FIELD = 'document'
const MAX_READ_BYTES = 5 * 1024 * 1024 + 1
// As avatars: the 100×100 thumbnail PocketBase may make decodes the whole picture.
const MAX_SIDE = 4096
const MAX_DECODED_BYTES = MAX_SIDE * MAX_SIDE * 4
const EXTENSIONS = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp', pdf: 'pdf' }
const INFO_KEYS = [
  'Author',
  'Creator',
  'Producer',
  'Title',
  'Subject',
  'Keywords',
  'CreationDate',
  'ModDate',
]
const SLASH = 0x2f
const LT = 0x3c
const SPACE = 0x20
const XMP_OPEN = '<x:xmpmeta'
const XMP_CLOSE = '</x:xmpmeta>'

function fail(code, message) {
  require(`${__hooks}/lib/platform/gymbuddy.js`).fail(FIELD, code, message)
}

function readBytes(file) {
  const reader = file.reader.open()
  try {
    return toBytes(reader, MAX_READ_BYTES)
  } finally {
    reader.close()
  }
}

function isWhite(c) {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00
}

/** End (exclusive) of the literal string opening at `at` ('('), nesting and escapes kept. */
function literalEnd(b, at) {
  let depth = 0
  for (let i = at; i < b.length; i += 1) {
    const c = b[i]
    if (c === 0x5c) i += 1
    else if (c === 0x28) depth += 1
    else if (c === 0x29 && --depth === 0) return i + 1
  }
  return -1
}

/** Blanks the string value after an information key at `at` (its '/'); returns blanked bytes. */
function blankInfoValue(b, at) {
  const key = INFO_KEYS.find((name) => startsWith(b, name, at + 1))
  if (!key) return 0
  let i = at + 1 + key.length
  if (i < b.length && !isWhite(b[i]) && b[i] !== 0x28 && b[i] !== LT) return 0
  while (i < b.length && isWhite(b[i])) i += 1
  if (b[i] === 0x28) {
    const end = literalEnd(b, i)
    if (end < 0) return 0
    for (let j = i + 1; j < end - 1; j += 1) b[j] = SPACE
    return end - i - 2
  }
  if (b[i] === LT && b[i + 1] !== LT) {
    let j = i + 1
    for (; j < b.length && b[j] !== 0x3e; j += 1) if (!isWhite(b[j])) b[j] = 0x30
    return j - i - 1
  }
  return 0
}

/** Blanks an XMP packet's body opening at `at`; returns [blanked bytes, where to go on]. */
function blankXmp(b, at) {
  for (let j = at + XMP_OPEN.length; j + XMP_CLOSE.length <= b.length; j += 1) {
    if (b[j] === LT && startsWith(b, XMP_CLOSE, j)) {
      for (let k = at; k < j + XMP_CLOSE.length; k += 1) b[k] = SPACE
      return [j + XMP_CLOSE.length - at, j + XMP_CLOSE.length]
    }
  }
  return [0, at + 1]
}

/** Blanks a PDF's metadata in place (lengths kept, so every offset in it stays right). */
function blankPdfMetadata(b) {
  let total = 0
  for (let i = 0; i < b.length; i += 1) {
    const c = b[i]
    if (c === SLASH) total += blankInfoValue(b, i)
    else if (c === LT && startsWith(b, XMP_OPEN, i)) {
      const [blanked, next] = blankXmp(b, i)
      total += blanked
      i = next - 1
    }
  }
  return total
}

function checkPicture(info, bytes) {
  const tooBig =
    info.width > MAX_SIDE ||
    info.height > MAX_SIDE ||
    info.width === 0 ||
    info.height === 0 ||
    decodedBytes(info) > MAX_DECODED_BYTES
  if (tooBig) {
    fail(
      'validation_image_too_large',
      `A photo of the document must be at most ${MAX_SIDE}×${MAX_SIDE} pixels at 8 bits per channel (this one is ${info.width}×${info.height}): save a smaller copy or a PDF.`,
    )
  }
  const blanked = blankMetadata(info.type, bytes)
  if (blanked < 0) {
    fail(
      'validation_image_metadata',
      `The photo carries more than ${MAX_BLANKED_BYTES / 1024} KB of metadata (EXIF, XMP, comments): save it without them.`,
    )
  }
  return blanked
}

/**
 * Checks the document about to be stored on `record`: a PDF or a picture, renamed to its real
 * type, its metadata blanked. Throws a 400 on "document".
 */
function checkDocument(record) {
  for (const file of record.getUnsavedFiles(FIELD)) {
    // Over the field's 5 MB: PocketBase refuses it with its own size message, unread.
    if (!file || file.size >= MAX_READ_BYTES) continue
    const bytes = readBytes(file)
    const info = imageInfo(bytes)
    const isPdf = !info && startsWith(bytes, '%PDF-', 0)
    if (!info && !isPdf) {
      fail(
        'validation_invalid_document',
        'The document must be a PDF or a JPEG, PNG, WebP or GIF photo.',
      )
    }
    const blanked = isPdf ? blankPdfMetadata(bytes) : checkPicture(info, bytes)
    const dot = file.name.lastIndexOf('.')
    const name = `${dot > 0 ? file.name.slice(0, dot) : file.name}.${EXTENSIONS[isPdf ? 'pdf' : info.type]}`
    if (blanked === 0) {
      file.name = name
      continue
    }
    const cleaned = $filesystem.fileFromBytes(bytes, file.originalName)
    cleaned.name = name
    record.set(FIELD, cleaned)
  }
}

module.exports = { checkDocument }
