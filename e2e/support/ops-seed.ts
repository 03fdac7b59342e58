// A desk with one of everything on it: an open harassment report with its chat evidence, a
// pending CPR/AED credential with a photographed card, and a disputed session.
import type { Browser } from '@playwright/test'
import { sgtSlotToUtc, sgtToday } from '../../src/lib/dates'
import { makeClient, makeTrainer, superuserClient, type TestUser, startChat } from './api'
import { makeOperator, verifyEmail } from './ops'

export interface SeededDesk {
  operator: TestUser
  trainer: TestUser
  client: TestUser
  /** The trainer's and the client's names, unique to this seed: other journeys share the desk. */
  trainerName: string
  clientName: string
}

/** A PNG of a CPR/AED card, drawn by the browser (a real image for the document viewer). */
async function cardImage(browser: Browser, name: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 480, height: 300 } })
  await page.setContent(
    `<div style="font:20px sans-serif;padding:24px;border:4px solid #c00;height:240px">
      <b>Singapore Red Cross</b><p>Heartsaver CPR + AED</p><p>${name} · SRC-204-7781</p>
      <p>Valid until 31 Mar 2027</p></div>`,
  )
  const png = await page.screenshot()
  await page.close()
  return png
}

export async function seedDesk(browser: Browser): Promise<SeededDesk> {
  const tag = Math.random().toString(36).slice(2, 7)
  const trainerName = `Marcus ${tag}`
  const clientName = `Rita ${tag}`
  const trainer = await makeTrainer(trainerName)
  const client = await makeClient(clientName)
  await verifyEmail(client)
  const operator = await makeOperator('Olivia Ops')
  const root = await superuserClient()

  const chat = await startChat(client, trainer, 'Can we move Friday?')
  const message = await trainer.pb.collection('messages').create({
    chat: chat.id,
    sender: trainer.user.id,
    text: 'Answer me now or I will come to your gym and find you.',
  })
  await client.pb.collection('reports').create({
    reporter: client.user.id,
    message: message.id,
    kind: 'harassment',
    text: 'He threatens to come to my gym.',
  })

  const form = new FormData()
  const fields = {
    trainer: trainer.user.id,
    kind: 'cpr_aed',
    title: 'Heartsaver CPR AED',
    number: 'SRC-204-7781',
    issuer: 'Singapore Red Cross',
    expiresAt: sgtSlotToUtc(
      sgtToday(new Date(Date.now() + 400 * 86_400_000)),
      '12:00',
    ).toISOString(),
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const png = await cardImage(browser, trainerName)
  form.append('document', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cpr-card.png')
  await trainer.pb.collection('credentials').create(form)

  // A session that ended two hours ago; the trainer says the client did not come, the client
  // says it happened: disputed.
  const hour = 3_600_000
  const session = await root.collection('bookings').create({
    booker: client.user.id,
    gymBuddy: trainer.user.id,
    datetime: new Date(Math.floor(Date.now() / hour) * hour - 3 * hour).toISOString(),
    status: 'confirmed',
    venue: 'ActiveSG Gym Bishan',
  })
  await trainer.pb.collection('bookings').update(session.id, { outcome: 'client_no_show' })
  await client.pb.collection('bookings').update(session.id, { outcome: 'attended' })
  return { operator, trainer, client, trainerName, clientName }
}
