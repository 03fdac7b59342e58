// Avatars (issue 10.2, 10.3): the image header is read on upload; pictures over 4096×4096 are
// refused, and a file is stored under the extension of what it really is.
import { describe, expect, it } from 'vitest'
import { expectRefused, makeMember, makeVisitor, type Member } from './factories'
import { gif, jpeg, png, webp } from './images'
import { testServer } from './support/test-server'

const server = testServer()

function upload(member: Member, file: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('avatar', new Blob([new Uint8Array(file)], { type }), name)
  return member.pb.collection('users').update(member.record.id, form)
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
