import { useLiveQuery } from '@/lib/use-live-query'
import { serverSendsEmail } from './recovery-api'

/** Whether a verification link could be sent at all (asked only when one is wanted). */
export function useServerSendsEmail(wanted: boolean): boolean {
  return useLiveQuery(serverSendsEmail, { enabled: wanted }).data ?? false
}
