import { beforeEach, describe, expect, it, vi } from 'vitest'
import { emitMemberFeed, memberTopicsSubscribed } from '@/testing/member-feed-stub'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeBookingRecord, makeChatRecord, makeUserRecord } from '@/testing/user-area-records'
import { followMemberFeed } from './member-feed'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const booking = makeBookingRecord({ id: 'b1' })
const chat = makeChatRecord({ id: 'c1' })

describe('followMemberFeed', () => {
  beforeEach(() => {
    resetPbStub()
    signInAs(makeUserRecord({ id: 'me' }))
  })

  it("subscribes the signed-in member's topic once for every follower and hands each its collection", async () => {
    const onBooking = vi.fn()
    const onChat = vi.fn()
    const stops = await Promise.all([
      followMemberFeed('bookings', onBooking),
      followMemberFeed('chats', onChat),
    ])
    expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/me'])

    emitMemberFeed({ collection: 'bookings', action: 'update', record: booking })
    emitMemberFeed({ collection: 'chats', action: 'create', record: chat })
    expect(onBooking).toHaveBeenCalledExactlyOnceWith({
      collection: 'bookings',
      action: 'update',
      record: booking,
    })
    expect(onChat).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ record: chat }))
    await Promise.all(stops.map((stop) => stop()))
  })

  it('ignores what is not a feed event, and stops when the last follower leaves', async () => {
    const stop = vi.fn(() => Promise.resolve())
    pbStub.realtime.subscribe.mockResolvedValue(stop)
    const onBooking = vi.fn()
    const first = await followMemberFeed('bookings', onBooking)
    const second = await followMemberFeed('bookings', vi.fn())
    const [, listener] = pbStub.realtime.subscribe.mock.calls[0]
    listener({ collection: 'users', action: 'update', record: {} })
    listener({})
    expect(onBooking).not.toHaveBeenCalled()

    await first()
    expect(stop).not.toHaveBeenCalled()
    await second()
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce())
    emitMemberFeed({ collection: 'bookings', action: 'update', record: booking })
    expect(onBooking).not.toHaveBeenCalled()
  })

  it("moves to the new member's topic when another member signs in, and leaves it on sign-out", async () => {
    const onBooking = vi.fn()
    const stop = await followMemberFeed('bookings', onBooking)
    signInAs(makeUserRecord({ id: 'other' }))
    expect(pbStub.realtime.unsubscribe).toHaveBeenCalledWith('gymbuddy/member/me')
    expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/me', 'gymbuddy/member/other'])
    // Only the new topic's listener still hands events on.
    emitMemberFeed({ collection: 'bookings', action: 'create', record: booking })
    expect(onBooking).toHaveBeenCalledOnce()

    pbStub.authStore.clear()
    expect(pbStub.realtime.unsubscribe).toHaveBeenCalledWith('gymbuddy/member/other')
    expect(memberTopicsSubscribed()).toHaveLength(2)
    await stop()
  })

  it('says when the topic cannot be subscribed, and subscribes again on the next follow', async () => {
    pbStub.realtime.subscribe.mockRejectedValueOnce(new Error('server down'))
    await expect(followMemberFeed('chats', vi.fn())).rejects.toThrow('server down')
    const onChat = vi.fn()
    const stop = await followMemberFeed('chats', onChat)
    expect(memberTopicsSubscribed()).toHaveLength(2)
    emitMemberFeed({ collection: 'chats', action: 'update', record: chat })
    expect(onChat).toHaveBeenCalledOnce()
    await stop()
  })
})
