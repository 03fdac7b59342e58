// The Privacy & data screen's fixed words (the row sentence is built in profile-read-text.ts).
export const PRIVACY_DATA_TEXTS = {
  readsTitle: 'Who has seen your fitness profile',
  readsDescription:
    'Each day a trainer you booked was shown your fitness profile, for the last 12 months.',
  readsListLabel: 'Trainers shown your fitness profile',
  readsEmpty: 'No trainer has been shown your fitness profile yet.',
  readsWhat: 'who has seen your fitness profile',
  showMore: 'Show more',
  removeProfileTitle: 'Remove my fitness profile',
  removeProfileIntro:
    'Your fitness goals, experience, region and notes are deleted, and you withdraw your consent to keeping them. Your bookings and chats go on as they are: trainers see "No fitness profile shared". You can add a new profile at any time.',
  removeProfileButton: 'Remove my fitness profile',
  removeConfirmTitle: 'Remove your fitness profile?',
  removeConfirmDescription:
    'Trainers you book will no longer see your goals or notes. This cannot be undone, but you can add a new profile later.',
  removeConfirmButton: 'Yes, remove it',
  removing: 'Removing...',
  keepProfileButton: 'Keep my profile',
  removeFailed: 'Your fitness profile could not be removed. Please try again.',
  removed: 'Your fitness profile has been removed.',
  noProfile: 'You have no fitness profile: trainers you book see "No fitness profile shared".',
  addProfile: 'Add your fitness profile',
  downloadTitle: 'Download my data',
  downloadDescription:
    'One JSON file with everything GymBuddy holds about you: your account, profiles, bookings, chats and messages, reviews, notifications and who has seen your fitness profile. Other members appear only as you already see them in the app.',
  downloadButton: 'Download my data',
  downloading: 'Preparing your file...',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteTitle: 'Delete my account',
  deleteIntro: 'Deleting your account cannot be undone. When you confirm:',
  deleteSteps: [
    'Your upcoming sessions are cancelled with the reason "Account closed", and the other person is told by notification and email.',
    'Your profiles, photo, notifications, calendar link, the log of who has seen your fitness profile and your open requests are deleted. A trainer disappears from Find Gym Buddy at once.',
    'Past bookings, messages and reviews stay with the other members, without your name: they show "Former member" (reviews: "Former client").',
    'You are signed out everywhere, and your email address can be registered again.',
  ],
  passwordLabel: 'Your password',
  passwordHint: 'To confirm it is you.',
  passwordRequired: 'Enter your password to delete your account.',
  deleteButton: 'Delete my account',
  confirmTitle: 'Delete your account for good?',
  confirmDescription:
    'Your upcoming sessions will be cancelled and your profiles deleted. This cannot be undone.',
  confirmButton: 'Yes, delete my account',
  deleting: 'Deleting...',
  keepButton: 'Keep my account',
  wrongPassword: 'Wrong password.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted.',
  deletedDetail:
    'Your upcoming sessions were cancelled and the other person was told. Thank you for training with GymBuddy.',
} as const
