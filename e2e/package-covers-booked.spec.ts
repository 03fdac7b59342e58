// A package bought after booking (docs/payments.md, "Covering booked sessions"): the client books
// 6 weekly sessions (the plan says 6 × S$70 = S$420), then buys the coach's 10-session pack; once
// the coach confirms the payment, Payments offers to pay the 6 booked sessions with it, all ticked;
// after "Pay 6 sessions with the package" My Bookings says each is paid by the package, and a new
// request uses the package by default and costs "1 credit".
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import { pickBookingDate, pickBookingTime, sgtDayFromToday } from './public-helpers'

test('6 weeks booked → 10-pack bought and confirmed → Payments covers the 6 → paid by package → a new request costs 1 credit', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Coach Cover', { rate: 70 })
  const clientAccount = await makeClient('Nora Cover')
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('the client books 6 weekly sessions: the plan says the total and the cancel rule', async () => {
    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await pickBookingDate(client, sgtDayFromToday(3))
    await pickBookingTime(client, '19:00')
    await client.getByRole('checkbox', { name: 'Repeat weekly' }).click()
    await client.getByRole('combobox', { name: 'Number of weeks' }).click()
    await client.getByRole('option', { name: '6 weeks' }).click()
    const dates = client.getByRole('list', { name: 'Dates of the series' }).getByRole('listitem')
    await expect(dates).toHaveCount(6)
    await expect(dates.filter({ hasText: '· available' })).toHaveCount(6)
    await expect(client.getByTestId('series-price')).toHaveText('6 × S$70 = S$420')
    await expect(client.getByText(/cancel or move each week's session in the app/)).toBeVisible()
    await client.getByRole('button', { name: 'Request weekly sessions' }).click()
    await client
      .getByRole('dialog', { name: 'Weekly sessions requested' })
      .getByRole('button', { name: 'Done' })
      .click()
  })

  await test.step('the coach accepts the series; the client buys the 10-pack and the coach confirms it', async () => {
    const [week] = await clientAccount.pb
      .collection('bookings')
      .getFullList({ filter: "series != ''", fields: 'series' })
    await trainerAccount.pb
      .collection('booking_series')
      .update(week!.series!, { status: 'confirmed' })
    const pack = await trainerAccount.pb.collection('packages').create({
      trainer: trainerAccount.user.id,
      name: 'Ten sessions',
      sessions: 10,
      price: 600,
      validDays: 90,
      active: true,
    })
    const purchase = await clientAccount.pb
      .collection('package_purchases')
      .create({ package: pack.id, client: clientAccount.user.id })
    await trainerAccount.pb
      .collection('package_purchases')
      .update(purchase.id, { status: 'active' })
  })

  await test.step('Payments offers the 6 booked sessions, all ticked, and pays them with the package', async () => {
    await client.goto('/user/payments')
    const offer = client.getByTestId('cover-booked')
    await expect(offer).toContainText(
      'Use this package for sessions you already booked with Coach Cover?',
    )
    const boxes = offer.getByRole('checkbox')
    await expect(boxes).toHaveCount(6)
    for (const box of await boxes.all()) await expect(box).toBeChecked()
    await offer.getByRole('button', { name: 'Pay 6 sessions with the package' }).click()
    await expect(client.getByText('6 sessions now paid by your package.')).toBeVisible()
    await expect(offer).toHaveCount(0)
    await expect(
      client.getByTestId('credit-balance').filter({ hasText: 'Coach Cover' }),
    ).toContainText('4 left, until')
  })

  await test.step('My Bookings: every booked week says paid by the package, none offers PayNow', async () => {
    await client.goto('/user/bookings')
    const series = bookingRow(client, 'Upcoming', 'Coach Cover')
    await series.getByRole('button', { name: 'Show sessions' }).click()
    const payments = series.getByTestId('booking-payment')
    await expect(payments).toHaveCount(6)
    for (const payment of await payments.all()) {
      await expect(payment).toContainText('S$70 · Paid with a package credit')
    }
    await expect(client.getByRole('button', { name: 'Pay by PayNow' })).toHaveCount(0)
  })

  await test.step('a new request uses the package by default and costs 1 credit', async () => {
    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await pickBookingDate(client, sgtDayFromToday(4))
    await pickBookingTime(client, '10:00')
    await expect(
      client.getByRole('checkbox', { name: /^Use my package \(4 left, until / }),
    ).toBeChecked()
    const summary = client.getByRole('region', { name: 'Booking Summary' })
    await expect(summary).toContainText('1 credit')
    await expect(summary).not.toContainText('$70/session')
    await summary.getByRole('button', { name: 'Request Booking' }).click()
    await client
      .getByRole('dialog', { name: 'Booking Requested' })
      .getByRole('button', { name: 'Done' })
      .click()
    const [made] = await clientAccount.pb
      .collection('bookings')
      .getFullList({ filter: "series = ''", sort: '-created' })
    expect(made!.purchase).not.toBe('')
  })
})
