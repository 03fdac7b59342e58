import { describe, expect, it } from 'vitest'
import {
  feeOf,
  isCreditSpentByClient,
  lateCancelConsequence,
  policyLines,
  policyName,
} from './late-cancel-policy'

const FEE = { lateCancelPolicy: 'fee', lateCancelFeePct: 35, noShowFeePct: 100 }

describe('the late-cancel policy in words', () => {
  it('reads an empty or unknown policy as none', () => {
    expect(policyName(null)).toBe('none')
    expect(policyName({ lateCancelPolicy: '' })).toBe('none')
    expect(policyName({ lateCancelPolicy: 'deposit' })).toBe('none')
  })

  it('makes a fee from the agreed price to the cent, as the server does', () => {
    expect(feeOf(80, 35)).toBe(28)
    expect(feeOf(85.5, 33)).toBe(28.22)
    expect(feeOf(0, 50)).toBe(0)
  })

  it('states each policy before a client sends a request', () => {
    expect(policyLines(null)).toEqual(['No charge for cancelling late or not coming.'])
    expect(policyLines({ lateCancelPolicy: 'forfeit_credit' })).toEqual([
      'Cancelling less than 12 hours before the start or not coming: a package session is spent.',
      'Sessions paid one by one are not charged.',
    ])
    expect(policyLines(FEE)[1]).toBe(
      'Sessions paid one by one: 35% of the price for cancelling less than 12 hours before the start, 100% for not coming.',
    )
  })

  it('states the consequence of cancelling now, for a session paid one by one or with a package', () => {
    expect(lateCancelConsequence({ policy: FEE, price: 80 }, false)).toBe(
      'You can cancel free of charge: the session is more than 12 hours away.',
    )
    expect(lateCancelConsequence({ policy: FEE, price: 80 }, true)).toBe(
      'This session starts in less than 12 hours: cancelling now is a late cancel. Under the trainer’s policy, you will owe a late-cancel fee of S$28 (35% of S$80).',
    )
    expect(lateCancelConsequence({ policy: FEE, price: 80, purchase: 'p1' }, true)).toBe(
      'This session starts in less than 12 hours: cancelling now is a late cancel. Under the trainer’s policy, your package session is spent.',
    )
    expect(lateCancelConsequence({ policy: null, price: 80 }, true)).toBe(
      'This session starts in less than 12 hours: cancelling now is a late cancel. The trainer’s policy: no charge.',
    )
  })

  it('knows a package session kept spent by a client’s late cancel or no-show', () => {
    const late = { purchase: 'p1', lateCancel: true, cancelledBy: 'c', booker: 'c', policy: FEE }
    expect(isCreditSpentByClient(late)).toBe(true)
    expect(isCreditSpentByClient({ ...late, policy: { lateCancelPolicy: 'none' } })).toBe(false)
    expect(isCreditSpentByClient({ ...late, cancelledBy: 't' })).toBe(false)
    expect(
      isCreditSpentByClient({ purchase: 'p1', status: 'confirmed', outcome: 'client_no_show' }),
    ).toBe(true)
    expect(
      isCreditSpentByClient({ purchase: '', status: 'confirmed', outcome: 'client_no_show' }),
    ).toBe(false)
  })
})
