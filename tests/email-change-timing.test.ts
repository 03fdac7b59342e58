// request-email-change takes the same time whether or not the new address has an account: the
// mail goes from the outbox after the answer (the cron), so the answer cannot tell the two apart.
import { describe, expect, it } from 'vitest'
import { makeMember, uniqueEmail, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })
const SAMPLES = 20

/** One timed request-email-change, as a raw client would send it. */
async function timedRequest(member: Member, newEmail: string) {
  const started = performance.now()
  const response = await fetch(`${server.url}/api/collections/users/request-email-change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: member.pb.authStore.token },
    body: JSON.stringify({ newEmail }),
  })
  const body = await response.text()
  return { ms: performance.now() - started, status: response.status, body }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function runOutbox() {
  await server.root.send('/api/crons/gymbuddy_account_mails', { method: 'POST' })
}

describe('request-email-change timing', () => {
  it('a taken and a free address answer alike within noise over 20 samples each', async () => {
    const prober = await makeMember(server, 'Prober')
    const owners = await Promise.all(
      Array.from({ length: 3 }, (_, i) => makeMember(server, `Owner ${i}`)),
    )
    const taken: number[] = []
    const free: number[] = []
    const answers = new Set<string>()
    await timedRequest(prober, uniqueEmail('warm-up'))
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      // Alternate, so a slow moment of the box hits both sides alike.
      const a = await timedRequest(prober, owners[sample % owners.length]!.email)
      const b = await timedRequest(prober, uniqueEmail(`free-${sample}`))
      taken.push(a.ms)
      free.push(b.ms)
      answers.add(`${a.status} ${a.body}`).add(`${b.status} ${b.body}`)
    }
    expect([...answers]).toEqual(['204 '])
    const [takenMedian, freeMedian] = [median(taken), median(free)]
    console.info(
      `request-email-change medians: taken ${takenMedian.toFixed(1)} ms, free ${freeMedian.toFixed(1)} ms`,
    )
    const gap = Math.abs(takenMedian - freeMedian)
    expect(gap).toBeLessThan(Math.max(5, 0.25 * Math.max(takenMedian, freeMedian)))
  })

  it('the free address still gets its confirmation mail from the outbox; a taken one none', async () => {
    const member = await makeMember(server, 'Mover')
    const owner = await makeMember(server, 'Owner')
    await server.mail.waitForInbox(owner.email, 1)
    const free = uniqueEmail('new-home')
    expect((await timedRequest(member, free)).status).toBe(204)
    expect((await timedRequest(member, owner.email)).status).toBe(204)
    await runOutbox()
    const [mail] = await server.mail.waitForInbox(free, 1)
    const token = mail?.text?.match(/confirm-email-change\/([\w.-]+)/)?.[1]
    expect(token, mail?.text).toBeTruthy()
    await member.pb.collection('users').confirmEmailChange(token!, member.password)
    const moved = await server.root.collection('users').getOne(member.record.id)
    expect(moved.email).toBe(free.toLowerCase())
    expect(await server.mail.inbox(owner.email)).toHaveLength(1)
  })
})
