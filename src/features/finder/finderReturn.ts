/** Link state of the trainer and booking pages' "back to the finder" links: the finder restores
 * its search, filters, "Show more" depth and scroll position (src/features/finder/finderMemory.ts). */
export const FINDER_RETURN_STATE = { finderReturn: true } as const
