// What GET /api/gymbuddy/dashboard answers (pb_hooks/lib/bookings/dashboard.js); no SDK import, so the
// integration tests share it.

/** One confirmed session of the member's (pb_hooks/lib/bookings/dashboard.js). */
export interface DashboardSession {
  id: string
  /** PocketBase's UTC form, "2026-11-23 01:00:00.000Z". */
  datetime: string
  status: string
  /** The other party: the trainer for a client, the client for a trainer. */
  partner: string
  partnerName: string
  /** The file name of the other party's photo (users.avatar); '' without one. */
  partnerAvatar: string
}

/** All-time counts over the member's confirmed sessions that have ended. */
export interface DashboardHistory {
  sessions: number
  /** Distinct people those sessions were with. */
  partners: number
}

/** GET /api/gymbuddy/dashboard: everything the dashboard shows, in one request. */
export interface DashboardAnswer {
  role: 'client' | 'trainer'
  /** 0 = not set. */
  weeklyGoal: number
  /**
   * The confirmed sessions the cards show, newest first: this SGT week's, the latest three that
   * ended and the next one (a bounded answer, however long the history).
   */
  sessions: DashboardSession[]
  history: DashboardHistory
  /** Trainers: requests still waiting for an answer (start in the future). */
  requestsWaiting: number
}
