// Reads the zip archives PocketBase writes as backups (no dependency: Node's zlib inflates).
// Zip64 (archives or entries over 4 GB) is refused with a clear error rather than misread.
import { readFileSync } from 'node:fs'
import { crc32, inflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  data: Buffer
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_DIRECTORY_HEADER = 0x02014b50
const LOCAL_FILE_HEADER = 0x04034b50
const ZIP64_MARKER = 0xffffffff

function endOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff)
  for (let offset = zip.length - 22; offset >= earliest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset
  }
  throw new Error('not a zip archive (no end of central directory)')
}

/** Every file entry (directories skipped), inflated and checked against its CRC-32. */
export function readZip(path: string): ZipEntry[] {
  const zip = readFileSync(path)
  if (zip.length < 22) throw new Error('not a zip archive (too short)')
  const end = endOfCentralDirectory(zip)
  const count = zip.readUInt16LE(end + 10)
  let offset = zip.readUInt32LE(end + 16)
  if (offset === ZIP64_MARKER) throw new Error('zip64 archives are not supported')

  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER) {
      throw new Error(`corrupt zip: bad central directory entry ${i}`)
    }
    const method = zip.readUInt16LE(offset + 10)
    const checksum = zip.readUInt32LE(offset + 16)
    const compressedSize = zip.readUInt32LE(offset + 20)
    const size = zip.readUInt32LE(offset + 24)
    const nameLength = zip.readUInt16LE(offset + 28)
    const extraLength = zip.readUInt16LE(offset + 30)
    const commentLength = zip.readUInt16LE(offset + 32)
    const localOffset = zip.readUInt32LE(offset + 42)
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength)
    offset += 46 + nameLength + extraLength + commentLength
    if ([compressedSize, size, localOffset].includes(ZIP64_MARKER)) {
      throw new Error(`zip64 entries are not supported (${name})`)
    }
    if (name.endsWith('/')) continue

    if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) {
      throw new Error(`corrupt zip: bad local header for ${name}`)
    }
    const start =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28)
    const raw = zip.subarray(start, start + compressedSize)
    let data: Buffer
    if (method === 0) data = Buffer.from(raw)
    else if (method === 8) data = inflateRawSync(raw)
    else throw new Error(`unsupported compression method ${method} for ${name}`)
    if (data.length !== size || crc32(data) !== checksum) {
      throw new Error(`corrupt zip: ${name} fails its size or CRC check`)
    }
    entries.push({ name, data })
  }
  return entries
}
