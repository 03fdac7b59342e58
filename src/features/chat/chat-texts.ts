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
  pasteTooLong: (count: number, limit: number) =>
    `Not pasted: that text has ${count.toLocaleString('en-SG')} characters, and a message can have at most ${limit.toLocaleString('en-SG')}.`,
  selfTitle: 'This is you',
  selfChat: 'You cannot send messages to yourself. Choose someone else to chat with.',
  sgt: 'SGT',
  loadingEarlier: 'Loading earlier messages…',
  earlierFailed: "Couldn't load earlier messages.",
  loadEarlier: 'Load earlier messages',
  /** A closed account's chat: read-only, no Send box. */
  memberLeft: 'This member has left GymBuddy',
} as const
