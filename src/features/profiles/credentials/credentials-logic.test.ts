import { describe, expect, it } from 'vitest'
import type { CredentialRecord } from '@/lib/types'
import {
  EMPTY_CREDENTIAL,
  credentialProblems,
  credentialStatus,
  needsRenewal,
  renewalInput,
  sgtTodayIso,
  validUntilText,
} from './credentials-logic'

const NOW = new Date('2026-11-29T04:00:00Z') // 12:00 in Singapore

function credential(fields: Partial<CredentialRecord> = {}): CredentialRecord {
  return {
    id: 'c1',
    collectionId: 'x',
    collectionName: 'credentials',
    trainer: 't1',
    kind: 'cpr_aed',
    title: 'Heartsaver CPR AED',
    number: 'SCDF-1',
    issuer: 'Singapore Red Cross',
    expiresAt: '2027-03-31 15:59:59.999Z',
    document: '',
    status: 'verified',
    reviewedBy: '',
    reviewedAt: '',
    note: '',
    expiryNoticeAt: '',
    created: '',
    updated: '',
    ...fields,
  } as CredentialRecord
}

const file = (type: string, size: number) =>
  Object.defineProperty(new File(['x'], 'card', { type }), 'size', { value: size })

describe('credentialProblems', () => {
  const today = sgtTodayIso(NOW)

  it('asks a CPR/AED certificate for its expiry, and another certificate for its name', () => {
    expect(credentialProblems({ ...EMPTY_CREDENTIAL, kind: 'cpr_aed' }, today)).toEqual({
      expiresOn: 'A CPR/AED certificate needs its expiry date.',
    })
    expect(credentialProblems({ ...EMPTY_CREDENTIAL, kind: 'certificate' }, today)).toEqual({
      title: 'Name the certificate (for example “ACE CPT”).',
    })
    expect(credentialProblems({ ...EMPTY_CREDENTIAL, kind: 'nrep' }, today)).toEqual({})
  })

  it('starts a new credential of no kind, and asks the trainer to choose one', () => {
    expect(EMPTY_CREDENTIAL.kind).toBe('')
    expect(credentialProblems(EMPTY_CREDENTIAL, today)).toEqual({
      kind: 'Choose what this credential is.',
    })
  })

  it('refuses a date already passed in Singapore, and accepts today', () => {
    expect(today).toBe('2026-11-29')
    const input = { ...EMPTY_CREDENTIAL, kind: 'cpr_aed' as const }
    expect(credentialProblems({ ...input, expiresOn: '2026-11-28' }, today).expiresOn).toMatch(
      /passed/,
    )
    expect(credentialProblems({ ...input, expiresOn: today }, today)).toEqual({})
  })

  it('takes a PDF or a photo up to 5 MB as the document', () => {
    const problems = (document: File) =>
      credentialProblems({ ...EMPTY_CREDENTIAL, document }, today).document
    expect(problems(file('application/pdf', 1000))).toBeUndefined()
    expect(problems(file('image/jpeg', 5 * 1024 * 1024))).toBeUndefined()
    expect(problems(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe(
      'The document can be at most 5 MB.',
    )
    expect(problems(file('text/html', 10))).toMatch(/PDF or a JPEG/)
  })
})

describe('credentialStatus', () => {
  it('words each status; a verified credential whose date passed shows as expired at once', () => {
    const label = (fields: Partial<CredentialRecord>) =>
      credentialStatus(credential(fields), NOW).label
    expect(label({ status: 'pending' })).toBe('Waiting for a check')
    expect(label({ status: 'verified' })).toBe('Verified')
    expect(label({ status: 'rejected' })).toBe('Not verified')
    expect(label({ status: 'expired' })).toBe('Expired')
    expect(label({ status: 'verified', expiresAt: '2026-11-29 03:00:00.000Z' })).toBe('Expired')
  })
})

describe('renewing', () => {
  it('asks for the renewed certificate within 30 days of the expiry, and after it', () => {
    expect(needsRenewal(credential({ expiresAt: '2026-12-20 15:59:59.999Z' }), NOW)).toBe(true)
    expect(needsRenewal(credential({ expiresAt: '2027-03-31 15:59:59.999Z' }), NOW)).toBe(false)
    expect(needsRenewal(credential({ status: 'expired' }), NOW)).toBe(true)
    expect(needsRenewal(credential({ kind: 'nrep', expiresAt: '' }), NOW)).toBe(false)
    // A pending one waits for its check, not for a renewal.
    expect(
      needsRenewal(credential({ status: 'pending', expiresAt: '2026-12-01 15:59:59.999Z' }), NOW),
    ).toBe(false)
  })

  it('starts the renewal with the same kind, title and issuer, and nothing else', () => {
    expect(renewalInput(credential())).toEqual({
      ...EMPTY_CREDENTIAL,
      kind: 'cpr_aed',
      title: 'Heartsaver CPR AED',
      issuer: 'Singapore Red Cross',
    })
  })

  it('says until when a credential is valid, in Singapore', () => {
    expect(validUntilText(credential())).toBe('Valid until 31 March 2027')
    expect(validUntilText(credential({ expiresAt: '' }))).toBe('')
  })
})
