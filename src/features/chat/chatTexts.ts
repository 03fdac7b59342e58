// Chat texts added after the spec (issues 12 and 14).
export const CHAT_TEXTS = {
  notFoundTitle: 'Member not found',
  notFound: 'There is no GymBuddy member at this address. They may have deleted their account.',
  backToInbox: 'Back to Inbox',
  seen: 'Seen',
} as const
