// A package purchase's state reaches its client and its trainer live (bought, then paid: pending ->
// active), through the member feed the app follows and through the collection's own topic, whose
// rules name the same two people; a stranger or a visitor following either hears nothing.
import { EventSource } from 'eventsource'
import { describe, expect, it } from 'vitest'
import { isFeedEventOf, MEMBER_TOPIC_PREFIX, type MemberFeedEvent } from '@/lib/member-feed-events'
import { makeClient, makeTrainer, makeVisitor, type Member } from './factories'
import { makePackage } from './payments-support'
import { testServer } from './support/test-server'

// Node has no EventSource; the SDK's realtime needs one.
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const server = testServer()

interface Heard {
  feed: string[]
  collection: string[]
}

/** Follows the member's own topic (as the app does) and package_purchases' collection topic. */
async function listen(member: Member): Promise<Heard> {
  const heard: Heard = { feed: [], collection: [] }
  await member.pb.realtime.subscribe(`${MEMBER_TOPIC_PREFIX}${member.record.id}`, (data) => {
    const event = data as MemberFeedEvent
    if (!isFeedEventOf(event, 'package_purchases')) return
    heard.feed.push(`${event.action} ${event.record.status}`)
  })
  await member.pb
    .collection('package_purchases')
    .subscribe('*', (event) => heard.collection.push(`${event.action} ${event.record.status}`))
  return heard
}

describe('package purchases, live', () => {
  it('the client and the trainer hear pending then active; a stranger and a visitor hear nothing', async () => {
    const client = await makeClient(server, 'Buying Client')
    const trainer = await makeTrainer(server, 'Selling Coach')
    const stranger = await makeClient(server, 'Nosy Client')
    const otherTrainer = await makeTrainer(server, 'Nosy Coach')
    const pkg = await makePackage(trainer)
    const [asClient, asTrainer, asStranger, asOtherTrainer] = await Promise.all(
      [client, trainer, stranger, otherTrainer].map(listen),
    )
    const visitor = makeVisitor(server)
    const visitorHeard: unknown[] = []
    await visitor
      .collection('package_purchases')
      .subscribe('*', (event) => visitorHeard.push(event))

    const purchase = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })

    const both = {
      feed: ['create pending', 'update active'],
      collection: ['create pending', 'update active'],
    }
    await expect.poll(() => asClient, { timeout: 5000 }).toEqual(both)
    await expect.poll(() => asTrainer, { timeout: 5000 }).toEqual(both)
    // Each connection gets its events in the order the server sent them: once an event of their
    // own arrives after the watched purchase, anything of it leaked to them would have come first.
    // The stranger buys from the other trainer; the visitor hears that trainer's public profile.
    const visitorFence: string[] = []
    await visitor
      .collection('trainer_profiles')
      .subscribe(otherTrainer.profile.id, (event) => visitorFence.push(event.action))
    const ownPurchase = await stranger.pb
      .collection('package_purchases')
      .create({ package: (await makePackage(otherTrainer)).id, client: stranger.record.id })
    await otherTrainer.pb
      .collection('trainer_profiles')
      .update(otherTrainer.profile.id, { bio: 'Heard by visitors.' })
    const ownOnly = { feed: ['create pending'], collection: ['create pending'] }
    await expect.poll(() => asStranger).toEqual(ownOnly)
    await expect.poll(() => asOtherTrainer).toEqual(ownOnly)
    await expect.poll(() => visitorFence).toEqual(['update'])
    expect(ownPurchase.status).toBe('pending')
    expect(visitorHeard).toEqual([])
    for (const member of [client, trainer, stranger, otherTrainer])
      void member.pb.realtime.unsubscribe()
    void visitor.realtime.unsubscribe()
  })
})
