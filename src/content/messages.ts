// Validation and error texts of the spec, word for word (a sentence-final period in the
// spec is kept, so a search for the text with or without it finds it).
export const MESSAGES = {
  termsRequired: 'Please accept the terms and conditions.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRequirements: 'Password does not meet requirements.',
  emailTaken: 'An account with this email already exists',
  passwordTooWeak: 'Password is too weak',
  registerFailed: 'Failed to create account. Please try again.',
  loginFailed: 'Invalid email or password. Please try again.',
  buddyListFailed: 'Failed to load gym buddies',
  trainerProfileSaveFailed: 'Failed to update profile. Please try again.',
  clientProfileLoadFailed: 'Failed to load profile data',
  clientProfileSaveFailedFallback: 'Failed to save profile. Please try again.',
  clientProfileSaveFailed: (serverMessage: string) => `Failed to save profile: ${serverMessage}`,
  unknownError: 'Unknown error',
  fitnessGoalsRequired: 'Fitness goals are required.',
  experienceLevelRequired: 'Experience level is required.',
  preferredLocationRequired: 'Preferred location is required.',
  budgetInvalid: 'Budget must be a valid positive number.',
  specializationsRequired: 'Specializations are required.',
  rateInvalid: 'Rate must be a valid positive number.',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully!',
  startConversation: 'Start a conversation',
} as const

/** Texts the spec leaves open (docs/decisions.md), kept beside the spec's own. */
export const USER_AREA_MESSAGES = {
  rateTooHigh: (max: number) => `Rate must be at most ${max} SGD.`,
  trainerProfileLoadFailed: 'Failed to load profile. Please try again.',
  trainerProfileSaved: 'Profile saved successfully!',
  becomeTrainerFailed: 'Failed to become a trainer. Please try again.',
  messageSendFailed: (reason: string) => `Message not sent: ${reason}`,
  // An operator suspended the account (docs/trust-and-safety.md); the server refuses every sign-in.
  accountSuspended: 'This account is suspended.',
} as const
