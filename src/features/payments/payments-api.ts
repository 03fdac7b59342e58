// The Payments screens' data: the member's priced sessions, their purchases with balances, the
// credit movements and the names of the people in them, in one load.
import { STATUS } from '@/content/statuses'
import { pb } from '@/lib/pocketbase'
import {
  loadCredits,
  loadLedger,
  loadReceivedThisMonth,
  type CreditItem,
  type LedgerRecord,
  type ReceivedThisMonth,
} from '@/lib/payments'
import type { BookingRecord } from '@/lib/types'

export interface PaymentsData {
  sessions: BookingRecord[]
  credits: CreditItem[]
  ledger: LedgerRecord[]
  names: Record<string, string>
  /** A trainer's takings this month, sessions and packages (the server's figure); null for a client. */
  received: ReceivedThisMonth | null
}

/** Confirmed sessions with a payment state, on the member's side, newest first. */
function loadSessions(me: string, side: 'booker' | 'gymBuddy'): Promise<BookingRecord[]> {
  return pb.collection('bookings').getFullList({
    filter: pb.filter(`${side} = {:me} && status = '${STATUS.confirmed}' && payment != ''`, { me }),
    sort: '-datetime',
  })
}

async function namesOf(ids: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))]
  if (unique.length === 0) return {}
  const people = await pb.collection('users_view').getFullList({
    filter: unique.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
    fields: 'id,name',
  })
  return Object.fromEntries(people.map((person) => [person.id, person.name || 'Former member']))
}

export async function loadPayments(me: string, side: 'booker' | 'gymBuddy'): Promise<PaymentsData> {
  const [sessions, credits, ledger, received] = await Promise.all([
    loadSessions(me, side),
    loadCredits(),
    loadLedger(),
    side === 'gymBuddy' ? loadReceivedThisMonth() : null,
  ])
  const others = sessions.map((b) => (side === 'booker' ? b.gymBuddy : b.booker))
  return { sessions, credits, ledger, received, names: await namesOf(others) }
}
