// The Overview's words for each side: a coach reads about their clients, a client about workouts.

export interface OverviewWords {
  /** Beside a session whose other account has no name. */
  unknownPartner: string
  recentDescription: string
  noRecent: string
}

const CLIENT: OverviewWords = {
  unknownPartner: 'Unknown trainer',
  recentDescription: 'Your latest workouts with gym buddies.',
  noRecent: 'No sessions have taken place yet.',
}

const TRAINER: OverviewWords = {
  unknownPartner: 'Unknown client',
  recentDescription: 'Your latest sessions with your clients.',
  noRecent: 'No sessions with clients have taken place yet.',
}

export function overviewWords(trainer: boolean): OverviewWords {
  return trainer ? TRAINER : CLIENT
}
