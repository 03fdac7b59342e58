/** Link state of the trainer and booking pages' "back to the finder" links: the finder restores
 * its search, filters, "Show more" depth and scroll position (src/features/finder/search/finder-memory.ts).
 * In lib because three features (finder, trainer, booking) share it. */
export const FINDER_RETURN_STATE = { finderReturn: true } as const
