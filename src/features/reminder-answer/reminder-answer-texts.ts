// The words of the reminder link's page (reminder-answer-page.tsx); refusals are the server's own.
export const REMINDER_ANSWER_TEXTS = {
  heading: 'Are you coming?',
  sessionWith: (trainer: string) => `Your session with ${trainer}`,
  coming: "I'm coming",
  cannot: "I can't make it",
  thanks: (trainer: string) => `Thank you: ${trainer} can see that you're coming.`,
  notValid: 'This link is not valid. Open My Bookings to answer.',
  failed: 'Your answer was not sent. Please try again.',
  myBookings: 'Open My Bookings',
} as const
