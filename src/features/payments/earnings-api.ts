// A trainer's earnings by Singapore month (the server's figures) and every payment as a CSV file.
import { fetchFileWithSession, saveFile } from '@/lib/downloads'
import { pb } from '@/lib/pocketbase'

export interface MonthEarnings {
  /** 'YYYY-MM', Singapore time. */
  month: string
  sessionsHeld: number
  /** Sessions, fees and packages received in the month. */
  received: number
  /** Sessions held and fees due in the month, not paid yet. */
  outstanding: number
  sessions: { received: number; outstanding: number }
  fees: { received: number; outstanding: number }
  packages: { sold: number; received: number }
}

/** Newest month first; only months with something in them. */
export async function loadEarnings(): Promise<MonthEarnings[]> {
  const answer = await pb.send<{ months: MonthEarnings[] }>('/api/gymbuddy/payments/earnings', {})
  return answer.months
}

/** Saves every payment as a CSV (the server's file name). */
export async function downloadPaymentsCsv(): Promise<void> {
  const { blob, filename } = await fetchFileWithSession('/api/gymbuddy/payments/earnings.csv')
  saveFile(blob, filename ?? 'gymbuddy-payments.csv')
}
