/** The finder page's frame (also the static first paint of /find-gym-buddy in index.html). */
export const FINDER_PAGE_CLASS = 'mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10'

/** The finder's heading; index.html paints the same markup before any script runs. */
export function FinderHeading() {
  return (
    <div className="space-y-2 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        Find Your Perfect Workout Gym Buddy
      </h1>
      <p className="text-muted-foreground">
        Trainers and workout partners across Singapore, ready when you are.
      </p>
    </div>
  )
}
