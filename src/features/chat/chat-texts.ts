// Chat texts added after the spec (issues 12 and 14).
export const CHAT_TEXTS = {
  notFoundTitle: 'Member not found',
  /** Someone not shown yet: no name until they write (unless a trainer or a booking party). */
  hiddenMember: 'GymBuddy member',
  notFound: 'This member could not be found. The link may be wrong, or the account was deleted.',
  backToInbox: 'Back to Inbox',
  seen: 'Seen',
  findGymBuddy: 'Find a gym buddy',
  retrySend: 'Retry',
  sendUnreachable: "Can't reach GymBuddy. Your message is kept: send it again with Retry.",
  charactersLeft: (count: number) => `${count} characters left`,
  sgt: 'SGT',
  loadingEarlier: 'Loading earlier messages…',
  earlierFailed: "Couldn't load earlier messages.",
  loadEarlier: 'Load earlier messages',
} as const
