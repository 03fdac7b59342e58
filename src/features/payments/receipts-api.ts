// The Payments screens' receipts: the member's own (as a client or as a trainer), newest first,
// with the other party's name, and each one's PDF fetched with the session.
import { fetchFileWithSession, saveFile } from '@/lib/downloads'
import { pb } from '@/lib/pocketbase'
import type { ReceiptsResponse } from '@/lib/pocketbase-types'

export type ReceiptSide = 'client' | 'trainer'

export interface ReceiptRow {
  receipt: ReceiptsResponse
  /** The other party: the trainer on a client's list, the client on a trainer's. */
  otherName: string
}

/** The member's receipts on their side, newest first, each with the other party's name. */
export async function loadReceipts(me: string, side: ReceiptSide): Promise<ReceiptRow[]> {
  const receipts = await pb.collection('receipts').getFullList({
    filter: pb.filter(`${side} = {:me}`, { me }),
    // A trainer's numbers follow their issue; a client's come from several trainers.
    sort: side === 'trainer' ? '-number' : '-issuedAt',
  })
  const other = (receipt: ReceiptsResponse) =>
    side === 'client' ? receipt.trainer : receipt.client
  const ids = [...new Set(receipts.map(other))]
  const people = ids.length
    ? await pb.collection('users_view').getFullList({
        filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
        fields: 'id,name',
      })
    : []
  const names = new Map(people.map((person) => [person.id, person.name]))
  return receipts.map((receipt) => ({
    receipt,
    otherName: names.get(other(receipt)) || 'Former member',
  }))
}

/** Saves the receipt's PDF (the server's file name, e.g. receipt-3.pdf). */
export async function downloadReceipt(receipt: ReceiptsResponse): Promise<void> {
  const { blob, filename } = await fetchFileWithSession(`/api/gymbuddy/receipts/${receipt.id}/pdf`)
  saveFile(blob, filename ?? `receipt-${receipt.number}.pdf`)
}
