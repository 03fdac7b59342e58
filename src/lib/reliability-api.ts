// A member's 12-month record from the server (pb_hooks/lib/attendance/reliability.js).
import { pb } from './pocketbase'
import type { MemberReliability } from './types'

/** The member's record (refused for a client the caller may not see). */
export function fetchReliability(userId: string): Promise<MemberReliability> {
  return pb.send<MemberReliability>(`/api/gymbuddy/reliability/${encodeURIComponent(userId)}`, {})
}
