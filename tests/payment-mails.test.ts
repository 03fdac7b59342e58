// The client's receipt when the trainer confirms a payment, read from a real MailDev: the amount,
// the session's date, the trainer and the PayNow reference.
import { describe, expect, it } from 'vitest'
import { makeClient, sgtSlot } from './factories'
import { request } from './bookings-support'
import { makePayNowTrainer } from './payments-support'
import { testServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

describe('the payment receipt', () => {
  it('is emailed to the client with the amount, date, trainer and reference', async () => {
    const client = await makeClient(server, 'Nora Receipt')
    const trainer = await makePayNowTrainer(server, 85)
    const booking = await request(client, trainer, sgtSlot(3, 10))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await client.pb.collection('bookings').update(booking.id, { payment: 'claimed' })
    await trainer.pb.collection('bookings').update(booking.id, { payment: 'received' })
    await expect
      .poll(async () =>
        (await server.mail.inbox(client.email)).some((m) => m.subject.startsWith('Payment')),
      )
      .toBe(true)
    const receipt = (await server.mail.inbox(client.email)).find((m) =>
      m.subject.startsWith('Payment'),
    )!
    expect(receipt.subject).toBe('Payment received: S$85.00')
    const sgt = new Date(Date.parse(sgtSlot(3, 10)) + 8 * 3600_000)
    expect(receipt.text).toContain(`GB-${booking.id.slice(0, 8).toUpperCase()}`)
    expect(receipt.text).toContain('Marcus')
    expect(receipt.text).toContain(`${sgt.getUTCDate()}`)
    expect(receipt.text).toContain('S$85.00')
  })
})
