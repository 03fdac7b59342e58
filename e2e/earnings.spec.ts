// A trainer's earnings in the browser: sessions of last month (one paid, one not) and a package
// sold this month show under Earnings by month, month by month, and Download all payments (CSV)
// saves every payment with its amount and state.
import { readFile } from 'node:fs/promises'
import {
  activePackagePurchase,
  makeClient,
  makeTrainer,
  offerPackage,
  signedInPage,
  superuserClient,
} from './support/api'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'

/** The stored instant of day 10, `hour`:00 Singapore time, of the month before this one. */
function lastMonth(hour: number): string {
  const sgt = new Date(Date.now() + 8 * 3600_000)
  const ms = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth() - 1, 10, hour) - 8 * 3600_000
  return new Date(ms).toISOString().replace('T', ' ')
}

const MONTH = new Intl.DateTimeFormat('en-SG', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Singapore',
})

test('a trainer reads earnings by month and downloads every payment as a CSV', async ({
  browser,
  baseURL,
}) => {
  const trainerAccount = await makeTrainer('Marcus Earns', { rate: 80 })
  const clientAccount = await makeClient('Chloe Pays')
  const root = await superuserClient()
  for (const [hour, payment] of [
    [9, 'received'],
    [10, 'unpaid'],
  ] as const) {
    const made = await root.collection('bookings').create({
      gymBuddy: trainerAccount.user.id,
      booker: clientAccount.user.id,
      datetime: lastMonth(hour),
      status: 'confirmed',
      price: 80,
    })
    await root.collection('bookings').update(made.id, { payment, paymentAt: lastMonth(hour + 2) })
  }
  const pkg = await offerPackage(trainerAccount, { sessions: 5, price: 350 })
  await activePackagePurchase(clientAccount, trainerAccount, pkg.id)
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)

  await test.step('the months, newest first, with their figures', async () => {
    await trainer.goto('/user/payments')
    await expect(
      trainer.getByRole('heading', { level: 2, name: 'Earnings by month' }),
    ).toBeVisible()
    const months = trainer.getByTestId('earnings-month')
    await expect(months).toHaveCount(2)
    await expect(months.nth(0)).toContainText(MONTH.format(new Date()))
    await expect(months.nth(0)).toContainText('Packages sold1 · S$350')
    await expect(months.nth(1)).toContainText('Sessions held2')
    await expect(months.nth(1)).toContainText('ReceivedS$80')
    await expect(months.nth(1)).toContainText('OutstandingS$80')
    await trainer.getByRole('heading', { name: 'Earnings by month' }).scrollIntoViewIfNeeded()
    await shoot(trainer, 'earnings-by-month')
  })

  await test.step('every payment as a CSV', async () => {
    const downloading = trainer.waitForEvent('download')
    await trainer.getByRole('button', { name: 'Download all payments (CSV)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('gymbuddy-payments.csv')
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Kind,Client,Paid for,Session (SGT),Amount (SGD),State,Changed (SGT),Reference',
    )
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 6).join(','))).toEqual([
      `Session,Chloe Pays,Session,${lastMonth(9 + 8).slice(0, 16)},80.00,received`,
      `Session,Chloe Pays,Session,${lastMonth(10 + 8).slice(0, 16)},80.00,unpaid`,
      'Package,Chloe Pays,Package: 5 sessions,,350.00,active',
    ])
  })
})
