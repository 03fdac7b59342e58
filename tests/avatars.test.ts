// Avatars: the image header is read on upload; pictures over 4096×4096, or
// heavier than 4096×4096 at 8 bits per channel once decoded, are refused; a file is stored under the
// extension of what it really is, with its metadata (EXIF with GPS, XMP, text) blanked.
import { describe, expect, it } from 'vitest'
import { expectRefused, makeMember, makeVisitor, type Member } from './factories'
import {
  exifSegment,
  gif,
  jpeg,
  jpegOrientation,
  png,
  textSegment,
  webp,
  webpWithMetadata,
} from './images'
import { testServer } from './support/test-server'

const server = testServer()

function upload(member: Member, file: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('avatar', new Blob([new Uint8Array(file)], { type }), name)
  return member.pb.collection('users').update(member.record.id, form)
}

/** The refusal's message on `avatar` (and its code, checked). */
async function refusedMessage(upload: Promise<unknown>): Promise<string> {
  let message = ''
  await expectRefused(
    upload.catch((error: { response?: { data?: { avatar?: { message?: string } } } }) => {
      message = error.response?.data?.avatar?.message ?? ''
      throw error
    }),
    { status: 400, field: 'avatar', code: 'validation_image_too_large' },
  )
  return message
}

/** What a visitor downloads for the member's avatar, original or thumbnail. */
async function served(member: Member, avatar: string, thumb?: string) {
  const url = makeVisitor(server).files.getURL({ ...member.record, avatar }, avatar, { thumb })
  const response = await fetch(url)
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) }
}

describe('avatar size', () => {
  it.each([
    ['PNG', png(8000, 8000), 'image/png', 'bomb.png'],
    ['PNG, one side', png(16000, 10), 'image/png', 'strip.png'],
    ['GIF', gif(9000, 9000), 'image/gif', 'bomb.gif'],
    ['JPEG', jpeg(5000, 5000), 'image/jpeg', 'bomb.jpg'],
    ['WebP', webp(10000, 10000), 'image/webp', 'bomb.webp'],
  ])(
    'a %s over 4096×4096 pixels is refused, naming the field and the limit',
    async (_, file, type, name) => {
      const member = await makeMember(server)
      let message = ''
      await expectRefused(
        upload(member, file, name, type).catch(
          (error: { response?: { data?: { avatar?: { message?: string } } } }) => {
            message = error.response?.data?.avatar?.message ?? ''
            throw error
          },
        ),
        { status: 400, field: 'avatar', code: 'validation_image_too_large' },
      )
      expect(message).toContain('4096×4096')
      const me = await member.pb.collection('users').getOne(member.record.id)
      expect(me.avatar).toBe('')
    },
  )

  it('a 4096×4096 PNG is accepted and its thumbnail is served', async () => {
    const member = await makeMember(server)
    const updated = await upload(member, png(4096, 4096), 'me.png', 'image/png')
    expect(updated.avatar).toMatch(/\.png$/)
    const thumb = await fetch(
      makeVisitor(server).files.getURL(updated, updated.avatar, { thumb: '100x100' }),
    )
    expect(thumb.status).toBe(200)
  })

  it('a file that is not a JPEG, PNG, WebP or GIF image is refused', async () => {
    const member = await makeMember(server)
    await expectRefused(upload(member, Buffer.from('<svg/>'), 'a.png', 'image/png'), {
      status: 400,
      field: 'avatar',
    })
  })
})

describe('avatar decoded size', () => {
  it('a 16-bit 4096×4096 PNG (130 KB on disk, 128 MB decoded) is refused, naming the field and the limit', async () => {
    const member = await makeMember(server)
    const bomb = png(4096, 4096, { bitDepth: 16, colorType: 6 })
    expect(bomb.length).toBeLessThan(200 * 1024)
    const message = await refusedMessage(upload(member, bomb, 'deep.png', 'image/png'))
    expect(message).toContain('avatar')
    expect(message).toContain('8 bits per channel')
    const me = await member.pb.collection('users').getOne(member.record.id)
    expect(me.avatar).toBe('')
  })

  it('a progressive 4096×4096 JPEG (126 MB of coefficients to decode) is refused', async () => {
    const member = await makeMember(server)
    const file = jpeg(4096, 4096, { progressive: true })
    expect(await refusedMessage(upload(member, file, 'p.jpg', 'image/jpeg'))).toContain('avatar')
  })

  it('a 16-bit PNG that fits once decoded (2048×2048) and a baseline 4096×4096 JPEG are accepted', async () => {
    const member = await makeMember(server)
    const deep = await upload(
      member,
      png(2048, 2048, { bitDepth: 16, colorType: 6 }),
      'd.png',
      'image/png',
    )
    expect((await served(member, deep.avatar, '100x100')).status).toBe(200)
    const photo = await upload(member, jpeg(4096, 4096), 'photo.jpg', 'image/jpeg')
    expect(photo.avatar).toMatch(/\.jpg$/)
  })
})

describe('avatar metadata', () => {
  const where = 'GPS 1.2834 N 103.8607 E'

  it('a JPEG’s EXIF (GPS included), XMP and comment are blanked in what visitors get; the orientation stays', async () => {
    const member = await makeMember(server)
    const file = jpeg(640, 480, {
      segments: [
        exifSegment(6, 'Home, Marina Bay', where),
        textSegment(0xe1, `<x:xmpmeta><exif:GPSLatitude>${where}</exif:GPSLatitude></x:xmpmeta>`),
        textSegment(0xfe, 'Shot at home'),
      ],
    })
    expect(file.includes(where)).toBe(true)
    const updated = await upload(member, file, 'me.jpg', 'image/jpeg')
    const { status, body } = await served(member, updated.avatar)
    expect(status).toBe(200)
    for (const secret of [where, 'Marina Bay', 'xmpmeta', 'ns.adobe.com', 'Shot at home']) {
      expect(body.includes(secret), secret).toBe(false)
    }
    expect(jpegOrientation(body)).toBe(6) // a portrait photo stays upright
    expect(body.includes('JFIF')).toBe(true)
    expect(body.length).toBe(file.length) // blanked in place: the picture itself is untouched
    expect(body.subarray(-21).equals(file.subarray(-21))).toBe(true) // the frame header
  })

  it('a PNG’s text and eXIf chunks are blanked, and the picture still opens (its thumbnail is served)', async () => {
    const member = await makeMember(server)
    const file = png(64, 64, {
      bitDepth: 8,
      chunks: [
        ['tEXt', Buffer.from(`Comment\0${where}`, 'latin1')],
        ['eXIf', Buffer.from(`MM\0*${where}`, 'latin1')],
        ['iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${where}`, 'latin1')],
      ],
    })
    const updated = await upload(member, file, 'me.png', 'image/png')
    const original = await served(member, updated.avatar)
    expect(original.body.includes(where)).toBe(false)
    expect(original.body.includes('tEXt')).toBe(false)
    expect(original.body.includes('eXIf')).toBe(false)
    expect((await served(member, updated.avatar, '100x100')).status).toBe(200)
  })

  it('a WebP’s EXIF and XMP chunks are blanked and no longer announced', async () => {
    const member = await makeMember(server)
    const file = webpWithMetadata(32, 32, `MM\0*${where}`, `<x:xmpmeta>${where}</x:xmpmeta>`)
    const updated = await upload(member, file, 'me.webp', 'image/webp')
    const { body } = await served(member, updated.avatar)
    expect(body.includes(where)).toBe(false)
    expect(body.includes('EXIF')).toBe(false)
    expect(body[20]! & 0x0c).toBe(0) // VP8X flags: no EXIF, no XMP
  })

  it('a GIF’s comment is blanked and its image block kept', async () => {
    const member = await makeMember(server)
    const comment = `\x21\xfe${String.fromCharCode(where.length)}${where}\x00`
    const image = '\x2c\0\0\0\0\x01\0\x01\0\0\x02\x02\x4c\x01\0\x3b'
    const file = gif(1, 1, comment + image)
    const updated = await upload(member, file, 'me.gif', 'image/gif')
    const { body } = await served(member, updated.avatar)
    expect(body.includes(where)).toBe(false)
    expect(body.subarray(-image.length).equals(file.subarray(-image.length))).toBe(true)
  })

  it('more than 128 KB of metadata is refused rather than blanked', async () => {
    const member = await makeMember(server)
    const text = Buffer.from(`Comment\0${'x'.repeat(200 * 1024)}`, 'latin1')
    const file = png(16, 16, { chunks: [['tEXt', text]] })
    await expectRefused(upload(member, file, 'heavy.png', 'image/png'), {
      status: 400,
      field: 'avatar',
      code: 'validation_image_metadata',
    })
  })

  it('a picture without metadata is stored byte for byte', async () => {
    const member = await makeMember(server)
    const file = png(10, 10)
    const updated = await upload(member, file, 'plain.png', 'image/png')
    expect((await served(member, updated.avatar)).body.equals(file)).toBe(true)
  })
})

describe('avatar names', () => {
  it('a GIF named g.js is stored as .gif and served as an image, never as a script', async () => {
    const member = await makeMember(server)
    const updated = await upload(member, gif(1, 1, ';alert(1)//'), 'g.js', 'image/gif')
    expect(updated.avatar).toMatch(/\.gif$/)
    const served = await fetch(makeVisitor(server).files.getURL(updated, updated.avatar))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/gif')
  })

  it('a PNG named photo.JPG is stored under .png', async () => {
    const member = await makeMember(server)
    const updated = await upload(member, png(10, 10), 'photo.JPG', 'image/jpeg')
    expect(updated.avatar).toMatch(/^photo_\w+\.png$/)
  })
})
