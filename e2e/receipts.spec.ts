// Receipts in two browsers: the trainer enters a GST registration number on the Professional
// Profile, marks a session's payment received on My Schedule, and the client opens the receipt's
// PDF from Payments; its words (who, what, how much, the GST) are read back with PDF.js.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { pdfText } from '../tests/support/pdf-text'
import { makeBooking, makeClient, makeTrainer, signedInPage } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'

async function downloadedPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download')
  await button.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/)
  const bytes = await readFile(await download.path())
  return pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}

test('a trainer marks a session paid; the client opens its receipt PDF from Payments', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Marcus Receipt', { rate: 85 })
  const clientAccount = await makeClient('Chloe Receipt')
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const booking = await makeBooking(clientAccount, trainerAccount, { daysAhead: 3, slot: '10:00' })
  await trainerAccount.pb.collection('bookings').update(booking.id, { status: 'confirmed' })

  await test.step('the trainer enters a GST registration number on the profile', async () => {
    await trainer.goto('/user/gym-buddy-profile/edit')
    const gst = trainer.getByLabel('GST registration number')
    await gst.fill('not a number')
    await trainer.getByRole('button', { name: 'Save Profile' }).click()
    await expect(
      trainer.getByText(/^Enter your GST registration number as IRAS gave it/),
    ).toBeVisible()
    await gst.scrollIntoViewIfNeeded()
    await shoot(trainer, 'receipts-gst-number-refused')
    await gst.fill('m91234567x')
    await trainer.getByRole('button', { name: 'Save Profile' }).click()
    await expect(trainer.getByText('Profile saved successfully!')).toBeVisible()
  })

  await test.step('the trainer marks the payment received', async () => {
    await trainer.goto('/user/schedule')
    const row = bookingRow(trainer, 'Upcoming', 'Chloe Receipt')
    await row.getByRole('button', { name: 'Payment received' }).click()
    await expect(row.getByRole('button', { name: 'Payment received' })).toHaveCount(0)
    await trainer.goto('/user/payments')
    const receipt = trainer.getByTestId('receipt').filter({ hasText: 'Chloe Receipt' })
    await expect(receipt).toContainText('No. 1 · Session on')
    await expect(receipt).toContainText('S$85')
    await receipt.scrollIntoViewIfNeeded()
    await shoot(trainer, 'receipts-trainer-payments')
  })

  await test.step('the client opens the receipt from Payments and reads it', async () => {
    await client.goto('/user/payments')
    const receipt = client.getByTestId('receipt').filter({ hasText: 'paid to Marcus Receipt' })
    await expect(receipt).toContainText('No. 1 · Session on')
    await receipt.scrollIntoViewIfNeeded()
    await shoot(client, 'receipts-client-payments')
    const text = await downloadedPdf(
      client,
      receipt.getByRole('button', { name: 'Download receipt No. 1 (PDF)' }),
    )
    expect(text).toContain('Receipt No. 1')
    expect(text).toContain('Marcus Receipt')
    expect(text).toContain('Chloe Receipt')
    expect(text).toMatch(/Session on \w{3} \d{1,2} \w{3} \d{4}, 10:00 SGT/)
    expect(text).toContain('S$85.00')
    expect(text).toContain('M91234567X')
    // S$85 including GST at 9%: 85 × 9 / 109 = 7.018…
    expect(text).toContain('Includes GST at 9%: S$7.02')
  })
})
