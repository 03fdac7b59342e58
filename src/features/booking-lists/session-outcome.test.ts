import { describe, expect, it } from 'vitest'
import { noShowOf, outcomeView } from './session-outcome'

const START = '2026-11-20 02:00:00.000Z'
const at = (hoursAfterStart: number) =>
  new Date(Date.parse('2026-11-20T02:00:00Z') + hoursAfterStart * 3_600_000)
const base = {
  status: 'confirmed' as const,
  datetime: START,
  booker: 'client1',
  gymBuddy: 'trainer1',
  outcome: '' as const,
  outcomeBy: '',
  outcomeReply: '' as const,
  outcomeDisputed: false,
}

describe('"Did the session happen?"', () => {
  it('is asked of both sides from the end until 48 hours after it', () => {
    expect(outcomeView(base, 'booker', at(0.5))).toBeNull()
    const open = outcomeView(base, 'gymBuddy', at(2))
    expect(open).toMatchObject({ ask: true, answers: [], disputed: false })
    expect(open?.closesAt.toISOString()).toBe('2026-11-22T03:00:00.000Z')
    expect(outcomeView(base, 'booker', at(50))?.ask).toBe(false)
    expect(outcomeView({ ...base, status: 'cancelled' }, 'booker', at(2))).toBeNull()
  })

  it('after one side answered, asks only the other, saying what was answered', () => {
    const marked = { ...base, outcome: 'client_no_show' as const, outcomeBy: 'trainer1' }
    expect(outcomeView(marked, 'gymBuddy', at(2))).toMatchObject({
      ask: false,
      answers: ['You said the client did not come.'],
    })
    expect(outcomeView(marked, 'booker', at(2))).toMatchObject({
      ask: true,
      answers: ['The trainer says you did not come.'],
    })
  })

  it('says a weather stop in words to both sides', () => {
    const stopped = { ...base, outcome: 'weather' as const, outcomeBy: 'client1' }
    expect(outcomeView(stopped, 'booker', at(2))?.answers).toEqual([
      'You said weather stopped the session.',
    ])
    expect(outcomeView(stopped, 'gymBuddy', at(2))?.answers).toEqual([
      'The client says weather stopped the session.',
    ])
  })

  it('shows both answers of a dispute to both sides', () => {
    const disputed = {
      ...base,
      outcome: 'client_no_show' as const,
      outcomeBy: 'trainer1',
      outcomeReply: 'attended' as const,
      outcomeDisputed: true,
    }
    expect(outcomeView(disputed, 'booker', at(3))).toEqual(
      expect.objectContaining({
        ask: false,
        disputed: true,
        answers: ['The trainer says you did not come.', 'You said the session happened.'],
      }),
    )
    expect(outcomeView(disputed, 'gymBuddy', at(3))?.answers).toEqual([
      'You said the client did not come.',
      'The client says the session happened.',
    ])
  })

  it('says nothing of a session the server settled as attended', () => {
    const settled = { ...base, outcome: 'attended' as const }
    expect(outcomeView(settled, 'booker', at(60))).toMatchObject({ ask: false, answers: [] })
  })

  it('"They didn\'t come" is the other side’s no-show', () => {
    expect(noShowOf('gymBuddy')).toBe('client_no_show')
    expect(noShowOf('booker')).toBe('trainer_no_show')
  })
})
