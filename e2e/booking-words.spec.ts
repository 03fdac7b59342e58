// The words on bookings, in two browsers: an unanswered weekly series offers the trainer only
// Accept all / Decline all; moving a session reads as a move (never "Book a Session"), and the
// moved session says where it went, a moved series week too (never "next: …"); a no-show reads
// "No-show", then "No-show (disputed)", and the client reads "The trainer says you did not come".
import { makeClient, makeTrainer, signedInPage, superuserClient } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import {
  pickBookingDate,
  pickBookingTime,
  sgtDayFromToday,
  storedSgtSlot,
  type SgtDay,
} from './public-helpers'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const HOUR = 3_600_000

/** "Thu 10 Dec" for a Singapore day. */
function dayWords(day: SgtDay): string {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()
  return `${WEEKDAYS[weekday]} ${day.day} ${MONTHS[day.month - 1]}`
}

test('series answered whole → a move reads as a move and says where it went → no-show words', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Wanda Words')
  const clientAccount = await makeClient('Moe Mover')
  const root = await superuserClient()
  const single = sgtDayFromToday(3)
  const seriesStart = sgtDayFromToday(4)
  const movedTo = sgtDayFromToday(5)
  const weekMovedTo = sgtDayFromToday(6)
  const parties = { booker: clientAccount.user.id, gymBuddy: trainerAccount.user.id }

  const session = await clientAccount.pb
    .collection('bookings')
    .create({ ...parties, datetime: storedSgtSlot(single, 10), status: 'requested' })
  await trainerAccount.pb.collection('bookings').update(session.id, { status: 'confirmed' })
  const series = await clientAccount.pb
    .collection('booking_series')
    .create({ ...parties, datetime: storedSgtSlot(seriesStart, 10), weeks: 2 })
  // A session that ended an hour ago (superusers may write the past); the trainer says no-show.
  const past = await root.collection('bookings').create({
    ...parties,
    datetime: new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR).toISOString(),
    status: 'confirmed',
  })
  await trainerAccount.pb.collection('bookings').update(past.id, { outcome: 'client_no_show' })

  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('an unanswered series offers the trainer only Accept all / Decline all', async () => {
    await trainer.goto('/user/schedule')
    const request = trainer
      .getByRole('region', { name: /^Needs answer/ })
      .locator(`[data-series="${series.id}"]`)
    await expect(request.getByRole('button', { name: 'Accept all' })).toBeVisible()
    await expect(request.getByRole('button', { name: 'Decline all' })).toBeVisible()
    await expect(request.getByRole('button', { name: /Cancel/ })).toHaveCount(0)
    await request.getByRole('button', { name: 'Accept all' }).click()
    const accepted = trainer
      .getByRole('region', { name: /^Upcoming/ })
      .locator(`[data-series="${series.id}"]`)
    await expect(accepted.getByRole('button', { name: 'Cancel the rest' })).toBeVisible()
  })

  await test.step('moving a session says Move, never Book', async () => {
    await client.goto('/user/bookings')
    await bookingRow(client, 'Upcoming', 'Wanda Words')
      .filter({ hasText: '10:00 SGT' })
      .first()
      .getByRole('link', { name: 'Reschedule' })
      .click()
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Move your session')
    await expect(client).toHaveTitle(/^Move your session/)
    await expect(client.getByText(/Moving your session of/)).toBeVisible()
    await pickBookingDate(client, movedTo)
    await pickBookingTime(client, '11:00')
    await expect(client.getByRole('button', { name: 'Request Booking' })).toHaveCount(0)
    await client.getByRole('button', { name: 'Request new time' }).click()
    const dialog = client.getByRole('dialog', { name: 'Move requested' })
    await expect(dialog).toContainText('stays booked at its old time')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(
      bookingRow(client, 'Upcoming', 'Wanda Words').filter({ hasText: 'Move requested to' }),
    ).toContainText(`Move requested to ${dayWords(movedTo)}, 11:00 SGT`)
  })

  await test.step('once confirmed, the old session says where it moved to', async () => {
    const move = await clientAccount.pb
      .collection('bookings')
      .getFirstListItem(`rescheduleOf = "${session.id}"`)
    await trainerAccount.pb.collection('bookings').update(move.id, { status: 'confirmed' })
    await client.reload()
    const moved = bookingRow(client, 'Cancelled & declined', `Moved to ${dayWords(movedTo)}`)
    await expect(moved).toContainText(`Moved to ${dayWords(movedTo)}, 11:00 SGT`)
    await expect(moved.getByText('moved', { exact: true })).toBeVisible()
    await expect(moved).not.toContainText('Reason: Rescheduled')
  })

  await test.step('a moved series week says where it went, not "next: …"', async () => {
    const [week] = await clientAccount.pb
      .collection('bookings')
      .getFullList({ filter: `series = "${series.id}"`, sort: 'datetime' })
    const weekMove = await clientAccount.pb.collection('bookings').create({
      ...parties,
      datetime: storedSgtSlot(weekMovedTo, 10),
      status: 'requested',
      rescheduleOf: week!.id,
    })
    await trainerAccount.pb.collection('bookings').update(weekMove.id, { status: 'confirmed' })
    await client.reload()
    const closedSeries = client
      .getByRole('region', { name: /^Cancelled & declined/ })
      .locator(`[data-series="${series.id}"]`)
    await expect(closedSeries).toContainText(`1 session · Moved to ${dayWords(weekMovedTo)}`)
    await expect(closedSeries).not.toContainText('next:')
  })

  await test.step('a no-show reads No-show; disputed, No-show (disputed) on both sides', async () => {
    const row = bookingRow(client, 'Past', 'Wanda Words')
    await expect(row.getByText('no-show', { exact: true })).toBeVisible()
    await expect(row.getByText('completed', { exact: true })).toHaveCount(0)
    await expect(row).toContainText('The trainer says you did not come.')
    await row
      .getByRole('group', { name: 'Did the session happen?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await expect(row.getByText('no-show (disputed)', { exact: true })).toBeVisible()
    await expect(row).toContainText('You said the session happened.')
    await trainer.goto('/user/schedule')
    const given = bookingRow(trainer, 'Past', 'Moe Mover')
    await expect(given.getByText('no-show (disputed)', { exact: true })).toBeVisible()
    await expect(given).toContainText('The client says the session happened.')
  })
})
