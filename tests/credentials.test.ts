// Credentials: a trainer adds their own and the server keeps the status; an operator verifies or
// rejects over the records API (the log row and the trainer's notice come with it); the public
// reads verified, unexpired rows without the private fields; the document is a protected file
// only its trainer and operators fetch, with its metadata blanked.
import { describe, expect, it } from 'vitest'
import type { CredentialsResponse, OperatorActionsResponse } from '@/lib/pocketbase-types'
import {
  expectRefused,
  makeClient,
  makeOperator,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { exifSegment, jpeg } from './images'
import { openRawConnection, setSubscriptions, topicWithOptions } from './support/raw-realtime'
import { testServer } from './support/test-server'

const server = testServer()

const inDays = (days: number) => sgtSlot(days, 12)
const cpr = () => ({
  kind: 'cpr_aed',
  title: 'Heartsaver CPR AED',
  number: 'SCDF-12345',
  issuer: 'Singapore Red Cross',
  expiresAt: inDays(400),
})

async function addCredential(trainer: Member, body: Record<string, unknown> | FormData = cpr()) {
  if (body instanceof FormData) body.append('trainer', trainer.record.id)
  const data = body instanceof FormData ? body : { ...body, trainer: trainer.record.id }
  return trainer.pb.collection('credentials').create<CredentialsResponse>(data)
}

function pdf(author: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /Metadata 4 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      `3 0 obj << /Author (${author}) /Creator <4a616e65> /Producer (Scan \\(home\\) app) >> endobj`,
      `4 0 obj << /Type /Metadata /Subtype /XML /Length 80 >> stream`,
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${author}</dc:creator></x:xmpmeta>`,
      'endstream endobj',
      'trailer << /Root 1 0 R /Info 3 0 R >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  )
}

function withDocument(file: Buffer, name: string, type: string, fields = cpr()): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('document', new Blob([new Uint8Array(file)], { type }), name)
  return form
}

async function fetchDocument(reader: Member | null, credential: CredentialsResponse) {
  const pb = reader ? reader.pb : makeVisitor(server)
  const token = reader ? await reader.pb.files.getToken() : undefined
  const url = pb.files.getURL(credential, credential.document, token ? { token } : {})
  const response = await fetch(url)
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) }
}

async function notices(member: Member, kind: string) {
  return server.root.collection('notifications').getFullList({
    filter: server.root.filter('user = {:user} && kind = {:kind}', {
      user: member.record.id,
      kind,
    }),
  })
}

async function logRows(credentialId: string) {
  return server.root.collection('operator_actions').getFullList<OperatorActionsResponse>({
    filter: server.root.filter('record = {:id}', { id: credentialId }),
  })
}

describe('a trainer adds and edits their credentials', () => {
  it('a new credential is pending whatever the trainer sends; nothing reviewed', async () => {
    const trainer = await makeTrainer(server, 'Coach Eager')
    const operator = await makeOperator(server)
    const created = await addCredential(trainer, {
      ...cpr(),
      status: 'verified',
      reviewedBy: operator.record.id,
      reviewedAt: inDays(1),
      note: 'looks fine',
    })
    expect(created).toMatchObject({ status: 'pending', reviewedAt: '', note: '' })
    const stored = await server.root.collection('credentials').getOne(created.id)
    expect(stored.reviewedBy).toBe('')
    expect(await logRows(created.id)).toEqual([])
  })

  it('only a trainer adds a credential, and only their own', async () => {
    const client = await makeClient(server, 'Client Pretender')
    await expectRefused(addCredential(client), { status: 400 })
    const trainer = await makeTrainer(server, 'Coach Own')
    const other = await makeTrainer(server, 'Coach Other')
    await expectRefused(
      trainer.pb.collection('credentials').create({ ...cpr(), trainer: other.record.id }),
      { status: 400, field: 'trainer', code: 'validation_not_owner' },
    )
  })

  it('a CPR/AED certificate needs an expiry date, and one not yet passed', async () => {
    const trainer = await makeTrainer(server, 'Coach Dates')
    await expectRefused(addCredential(trainer, { ...cpr(), expiresAt: '' }), {
      status: 400,
      field: 'expiresAt',
      code: 'validation_required',
    })
    await expectRefused(addCredential(trainer, { ...cpr(), expiresAt: inDays(-3) }), {
      status: 400,
      field: 'expiresAt',
      code: 'validation_credential_expired',
    })
    // An NREP registration without a date is fine, and gets its title.
    const nrep = await addCredential(trainer, { kind: 'nrep', number: 'NREP-778' })
    expect(nrep).toMatchObject({ title: 'NREP registration', expiresAt: '' })
  })

  it('a credential is valid all through its last day in Singapore', async () => {
    const trainer = await makeTrainer(server, 'Coach Day')
    const created = await addCredential(trainer, { ...cpr(), expiresAt: '2030-03-31' })
    expect(created.expiresAt).toBe('2030-03-31 15:59:59.999Z') // 23:59:59.999 SGT
  })

  it('the trainer never sets status, reviewedBy or reviewedAt', async () => {
    const trainer = await makeTrainer(server, 'Coach Sneaky')
    const created = await addCredential(trainer)
    for (const [field, value] of [
      ['status', 'verified'],
      ['reviewedBy', trainer.record.id],
      ['reviewedAt', inDays(1)],
      ['note', 'I checked it myself'],
    ]) {
      await expectRefused(
        trainer.pb.collection('credentials').update(created.id, { [field]: value }),
        { status: 400, field, code: 'validation_not_allowed' },
      )
    }
    const after = await trainer.pb.collection('credentials').getOne(created.id)
    expect(after.status).toBe('pending')
  })

  it('editing the number, the expiry or the document sends a verified credential back to pending', async () => {
    const trainer = await makeTrainer(server, 'Coach Edits')
    const operator = await makeOperator(server)
    const edits: (Record<string, string> | FormData)[] = [
      { number: 'SCDF-99999' },
      { expiresAt: inDays(500) },
      withDocument(pdf('Someone'), 'card.pdf', 'application/pdf', {} as ReturnType<typeof cpr>),
    ]
    for (const edit of edits) {
      const created = await addCredential(trainer)
      await operator.pb
        .collection('credentials')
        .update(created.id, { status: 'verified', note: 'Card seen' })
      const edited = await trainer.pb
        .collection('credentials')
        .update<CredentialsResponse>(created.id, edit)
      expect(edited).toMatchObject({ status: 'pending', reviewedAt: '', note: '' })
      expect((await server.root.collection('credentials').getOne(created.id)).reviewedBy).toBe('')
    }
  })
})

describe('an operator reviews a credential over the records API', () => {
  it('verifying fills reviewedBy and reviewedAt, logs verify_credential and tells the trainer', async () => {
    const trainer = await makeTrainer(server, 'Coach Checked')
    const operator = await makeOperator(server)
    const created = await addCredential(trainer)
    const before = Date.now()
    const reviewed = await operator.pb
      .collection('credentials')
      .update<CredentialsResponse>(created.id, { status: 'verified', note: 'Card and ID match' })
    expect(reviewed.status).toBe('verified')
    expect(reviewed.reviewedBy).toBe(operator.record.id)
    expect(Date.parse(reviewed.reviewedAt.replace(' ', 'T'))).toBeGreaterThanOrEqual(before - 1000)
    expect(await logRows(created.id)).toMatchObject([
      {
        operator: operator.record.id,
        action: 'verify_credential',
        target: trainer.record.id,
        reason: 'Card and ID match',
      },
    ])
    expect(await notices(trainer, 'credential_verified')).toHaveLength(1)
  })

  it('rejecting needs a note; it logs reject_credential and the trainer reads the note', async () => {
    const trainer = await makeTrainer(server, 'Coach Blurry')
    const operator = await makeOperator(server)
    const created = await addCredential(trainer)
    await expectRefused(
      operator.pb.collection('credentials').update(created.id, { status: 'rejected' }),
      { status: 400, field: 'note', code: 'validation_required' },
    )
    await operator.pb
      .collection('credentials')
      .update(created.id, { status: 'rejected', note: 'The photo is unreadable' })
    expect(await logRows(created.id)).toMatchObject([{ action: 'reject_credential' }])
    expect(await notices(trainer, 'credential_rejected')).toHaveLength(1)
    const own = await trainer.pb.collection('credentials').getOne(created.id)
    expect(own).toMatchObject({ status: 'rejected', note: 'The photo is unreadable' })
    expect(own).not.toHaveProperty('reviewedBy')
  })

  it('an operator sets only status and note, and never reviews their own credential', async () => {
    const trainer = await makeTrainer(server, 'Coach Fixed')
    const operator = await makeOperator(server)
    const created = await addCredential(trainer)
    await expectRefused(
      operator.pb.collection('credentials').update(created.id, { number: 'X-1', note: 'ok' }),
      { status: 400, field: 'number', code: 'validation_not_allowed' },
    )
    await expectRefused(
      operator.pb.collection('credentials').update(created.id, { status: 'expired' }),
      { status: 400, field: 'status', code: 'validation_invalid_value' },
    )
    const coachOperator = await makeTrainer(server, 'Coach Operator')
    await server.root.collection('users').update(coachOperator.record.id, { operator: true })
    const mine = await addCredential(coachOperator)
    await expectRefused(
      coachOperator.pb.collection('credentials').update(mine.id, { status: 'verified' }),
      { status: 400, field: 'status', code: 'validation_not_allowed' },
    )
  })

  it('a member who is not an operator cannot review: the record is not theirs', async () => {
    const trainer = await makeTrainer(server, 'Coach Target')
    const rival = await makeTrainer(server, 'Coach Rival')
    const created = await addCredential(trainer)
    await expectRefused(
      rival.pb.collection('credentials').update(created.id, { status: 'rejected', note: 'fake' }),
      { status: 404 },
    )
  })
})

describe('who reads a credential', () => {
  it('everyone reads verified, unexpired rows without number, document, note or reviewer', async () => {
    const trainer = await makeTrainer(server, 'Coach Public')
    const operator = await makeOperator(server)
    const shown = await addCredential(trainer)
    await operator.pb.collection('credentials').update(shown.id, { status: 'verified', note: 'ok' })
    const waiting = await addCredential(trainer, { kind: 'nrep', number: 'NREP-1' })
    const filter = `trainer = "${trainer.record.id}"`
    for (const reader of [makeVisitor(server), (await makeClient(server, 'Curious')).pb]) {
      const rows = await reader.collection('credentials').getFullList({ filter })
      expect(rows.map((row) => row.id)).toEqual([shown.id])
      for (const field of ['number', 'document', 'note', 'reviewedBy', 'expiryNoticeAt'])
        expect(rows[0]).not.toHaveProperty(field)
      expect(rows[0]).toMatchObject({ kind: 'cpr_aed', title: 'Heartsaver CPR AED' })
      await expectRefused(reader.collection('credentials').getOne(waiting.id), { status: 404 })
    }
    const own = await trainer.pb.collection('credentials').getFullList({ filter, sort: 'created' })
    expect(own.map((row) => [row.id, row.number])).toEqual([
      [shown.id, 'SCDF-12345'],
      [waiting.id, 'NREP-1'],
    ])
    const desk = await operator.pb.collection('credentials').getFullList({ filter })
    expect(desk).toHaveLength(2)
    expect(desk[0]).toHaveProperty('number')
  })

  it('nobody but operators filters or sorts by a private field (the number cannot be guessed)', async () => {
    const trainer = await makeTrainer(server, 'Coach Probed')
    const operator = await makeOperator(server)
    const shown = await addCredential(trainer)
    await operator.pb.collection('credentials').update(shown.id, { status: 'verified', note: 'ok' })
    const visitor = makeVisitor(server)
    const probes = [{ filter: 'number ~ "SCDF"' }, { sort: 'number' }, { filter: 'note != ""' }]
    for (const query of probes)
      await expectRefused(visitor.collection('credentials').getList(1, 10, query), {
        status: 400,
        field: Object.keys(query)[0],
        code: 'validation_private_field',
      })
    // A value that names a private field is only a value.
    const named = await visitor
      .collection('credentials')
      .getList(1, 10, { filter: 'title ~ "note"' })
    expect(named.items).toEqual([])
    const found = await operator.pb
      .collection('credentials')
      .getList(1, 10, { filter: 'number = "SCDF-12345"' })
    expect(found.totalItems).toBeGreaterThan(0)
  })
})

describe('live subscriptions', () => {
  it('nobody but operators subscribes filtering by a private field; a value that names one is fine', async () => {
    const topic = (filter: string) => topicWithOptions('credentials/*', { query: { filter } })
    const visitor = await openRawConnection(server.url)
    const operator = await makeOperator(server)
    const asOperator = await openRawConnection(server.url)
    try {
      const probe = await setSubscriptions(server.url, visitor.clientId, [topic('number ~ "SCDF"')])
      expect(probe).toMatchObject({
        status: 400,
        body: { data: { options: { code: 'validation_private_field' } } },
      })
      const value = await setSubscriptions(server.url, visitor.clientId, [
        topic('title ~ "no such note"'),
      ])
      expect(value.status).toBe(204)
      const desk = await setSubscriptions(
        server.url,
        asOperator.clientId,
        [topic('number ~ "SCDF"')],
        operator.pb.authStore.token,
      )
      expect(desk.status).toBe(204)
    } finally {
      visitor.close()
      asOperator.close()
    }
  })
})

describe('the trainer’s own data', () => {
  it('their export carries their credentials as they read them', async () => {
    const trainer = await makeTrainer(server, 'Coach Leaving')
    const operator = await makeOperator(server)
    const created = await addCredential(trainer)
    await operator.pb
      .collection('credentials')
      .update(created.id, { status: 'verified', note: 'ok' })
    const response = await fetch(`${server.url}/api/gymbuddy/me/export`, {
      headers: { Authorization: trainer.pb.authStore.token },
    })
    const data = (await response.json()) as { credentials: Record<string, unknown>[] }
    expect(data.credentials).toEqual([
      expect.objectContaining({ id: created.id, number: 'SCDF-12345', status: 'verified' }),
    ])
    expect(data.credentials[0]).not.toHaveProperty('reviewedBy')
  })
})

describe('the document', () => {
  it('is a protected file: its trainer and operators fetch it with a file token, nobody else', async () => {
    const trainer = await makeTrainer(server, 'Coach Document')
    const operator = await makeOperator(server)
    const created = await addCredential(
      trainer,
      withDocument(pdf('Jane'), 'cpr.pdf', 'application/pdf'),
    )
    await operator.pb
      .collection('credentials')
      .update(created.id, { status: 'verified', note: 'ok' })
    expect(created.document).toMatch(/\.pdf$/)
    expect((await fetchDocument(trainer, created)).status).toBe(200)
    expect((await fetchDocument(operator, created)).status).toBe(200)
    const client = await makeClient(server, 'Client Snoop')
    expect([403, 404]).toContain((await fetchDocument(client, created)).status)
    expect([403, 404]).toContain((await fetchDocument(null, created)).status)
  })

  it('a PDF loses its author, creator, producer and XMP; its length stays', async () => {
    const trainer = await makeTrainer(server, 'Coach Pdf')
    const file = pdf('Jane Secret Tan')
    const created = await addCredential(trainer, withDocument(file, 'cpr.pdf', 'application/pdf'))
    const { status, body } = await fetchDocument(trainer, created)
    expect(status).toBe(200)
    const text = body.toString('latin1')
    for (const secret of ['Jane Secret Tan', '4a616e65', 'Scan', 'dc:creator'])
      expect(text.includes(secret), secret).toBe(false)
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(body.length).toBe(file.length)
  })

  it('a photo loses its EXIF (GPS included); anything but a PDF or a picture is refused', async () => {
    const trainer = await makeTrainer(server, 'Coach Photo')
    const where = 'GPS 1.3521 N 103.8198 E'
    const file = jpeg(800, 600, { segments: [exifSegment(1, 'My flat', where)] })
    const created = await addCredential(trainer, withDocument(file, 'card.png', 'image/jpeg'))
    expect(created.document).toMatch(/\.jpg$/)
    const { body } = await fetchDocument(trainer, created)
    expect(body.includes(where)).toBe(false)
    await expectRefused(
      addCredential(
        trainer,
        withDocument(Buffer.from('<html>hi</html>'), 'card.pdf', 'application/pdf'),
      ),
      { status: 400, field: 'document' },
    )
  })
})
