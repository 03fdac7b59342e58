// A coach signs up as a coach: the trainer form, then working hours, never the fitness form; the
// setup checklist ticks as they go; their photo shows on their finder card.
import { deflateSync, crc32 } from 'node:zlib'
import type { Page } from '@playwright/test'
import { uniqueEmail } from './support/api'
import { fillSignUp } from './public-helpers'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed) >>> 0)
  return Buffer.concat([length, typed, crc])
}

/** A 160×160 RGB PNG: a teal-to-orange gradient, so the photo is seen where it is shown. */
function photoPng(side = 160): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // RGB
  const rows = Array.from({ length: side }, (_, y) => {
    const row = Buffer.alloc(1 + side * 3)
    for (let x = 0; x < side; x += 1) {
      row[1 + x * 3] = Math.round((255 * x) / side)
      row[2 + x * 3] = 140
      row[3 + x * 3] = Math.round((255 * y) / side)
    }
    return row
  })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Finish setting up' })
const step = (page: Page, name: RegExp) => checklist(page).getByRole('link', { name })

test('a coach signs up as a coach, sets up step by step and sees their photo on their card', async ({
  page,
}) => {
  test.slow()
  const tag = `Coach${Date.now().toString(36)}`
  const name = `${tag} Tan`
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })

  await test.step('registers as a coach and lands on the trainer form', async () => {
    await page.goto('/register')
    await fillSignUp(page, { name, email: uniqueEmail('coach'), coach: true })
    await shoot(page, 'sign-up')
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/user\/gym-buddy-profile\/edit$/)
    await expect(page.getByRole('heading', { name: 'Edit Trainer Profile' })).toBeVisible()
  })

  await test.step('the dashboard checklist starts with nothing ticked', async () => {
    await page.goto('/user')
    await expect(step(page, /Complete your Gym Buddy Profile \(to do\)/)).toBeVisible()
    await expect(step(page, /Add a profile photo \(to do\)/)).toBeVisible()
    await expect(step(page, /Set your working hours and notice \(to do\)/)).toBeVisible()
    await shoot(page, 'checklist')
    await expectNoA11yViolations(page)
  })

  await test.step('saves the trainer profile, then sets venues, working hours and PayNow', async () => {
    await step(page, /Complete your Gym Buddy Profile/).click()
    const specializations = page.getByLabel('Specializations')
    await specializations.fill('Boxing, Mobility')
    await page.getByRole('combobox', { name: 'Experience Level' }).click()
    await page.getByRole('option', { name: '3-5 years' }).click()
    await page.getByRole('combobox', { name: 'Preferred Location' }).click()
    await page.getByRole('option', { name: 'East', exact: true }).click()
    await page.getByRole('button', { name: 'Save Profile' }).click()
    // The first save stays on the page and moves on to the next step: the venues.
    const venues = page.getByRole('region', { name: 'Venues and WhatsApp' })
    await expect(venues).toBeFocused()
    await venues.getByRole('button', { name: 'Add a venue' }).click()
    await venues.getByLabel('Venue name').fill('ActiveSG Gym Tampines')
    // A venue names its place (Tampines); a build from before places named a region instead.
    // The Place box suggests the place table (an input with a list: a combobox to assistive tech).
    const place = venues.getByLabel('Place', { exact: true })
    if ((await place.count()) > 0) await place.fill('Tampines')
    else {
      await venues.getByRole('combobox', { name: 'Area' }).click()
      await page.getByRole('option', { name: 'East', exact: true }).click()
    }
    await venues.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'Gym', exact: true }).click()
    await venues.getByRole('button', { name: 'Save venues' }).click()
    await expect(page.getByText('Venues saved.')).toBeVisible()
    await page.goto('/user/payments')
    await page.getByLabel('PayNow mobile or UEN').fill('9123 4567')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('PayNow details saved.')).toBeVisible()
    await page.goto('/user/gym-buddy-profile/hours')
    await expect(page.getByRole('heading', { level: 2, name: 'Working Hours' })).toBeVisible()
    await page.getByRole('button', { name: 'Save Hours' }).click()
    await expect(page.getByText('Working hours saved.')).toBeVisible()
  })

  await test.step('the checklist ticks the profile and the hours', async () => {
    await page.goto('/user')
    await expect(step(page, /Complete your Gym Buddy Profile \(done\)/)).toBeVisible()
    await expect(step(page, /Set your working hours and notice \(done\)/)).toBeVisible()
    await expect(step(page, /Add your venues \(done\)/)).toBeVisible()
    await expect(step(page, /Add your PayNow details \(done\)/)).toBeVisible()
    await expect(step(page, /Add a profile photo \(to do\)/)).toBeVisible()
    await shoot(page, 'checklist-ticked')
  })

  await test.step('uploads a photo on the Account screen, with a preview first', async () => {
    await step(page, /Add a profile photo/).click()
    await expect(page).toHaveURL(/\/user\/account#account-photo-title$/)
    const photo = page.getByRole('region', { name: 'Profile photo' })
    await photo.getByLabel('Photo file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: photoPng(),
    })
    await expect(photo.locator('img')).toHaveAttribute('src', /^blob:/)
    await photo.getByRole('button', { name: 'Save photo' }).click()
    await expect(page.getByText('Photo saved.')).toBeVisible()
    await expect(photo.getByRole('button', { name: 'Replace photo' })).toBeVisible()
    await expect(photo.locator('img')).toHaveAttribute('src', /\/api\/files\//)
    // The user menu shows it too.
    await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toBeVisible()
    await shoot(page, 'account')
    await expectNoA11yViolations(page)
    // The e2e server sends no email, so there is no email step: the photo was the last one.
    await page.goto('/user')
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Welcome.*${tag}`) }),
    ).toBeVisible()
    await expect(checklist(page)).toHaveCount(0)
  })

  await test.step('their finder card shows the photo', async () => {
    await page.goto('/find-gym-buddy')
    await page.getByPlaceholder('Search by name, email, or specialization...').fill(tag)
    const card = page.getByRole('article', { name })
    const picture = card.locator('[data-slot="avatar"] img')
    await expect(picture).toHaveAttribute('src', /\/api\/files\/.+thumb=100x100/)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await shoot(page, 'finder-card')
  })

  expect(visited.filter((path) => path.startsWith('/user/profile'))).toEqual([])
})
