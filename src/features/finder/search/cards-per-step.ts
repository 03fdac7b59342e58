/** Cards rendered per step: the first screenful appears at once, whatever the number of trainers.
 * Its own module so the route's loader asks for one step without loading the cards' code. */
export const CARDS_PER_STEP = 6
