// Singapore's places by the finder's nine regions, so "Tampines", "Jurong" or "CBD" find the
// trainers of their region. Sources, written from them (not downloaded): the URA Master Plan 2019
// planning areas and regions, and LTA's MRT network (NSL, EWL, NEL, CCL, DTL, TEL) with the
// stations' planning areas. Each planning area takes its URA region (Central, East, North,
// North-East, West); the areas lying between two of those take the in-between compass region
// (as the CDC districts North West, South East, South West do), and Bukit Merah and the Southern
// Islands are the South. The table itself is data in pb_hooks/lib/sg_places.json, the one file
// the server's location reading (pb_hooks/lib/sg_places.js) reads too.
import places from '../../pb_hooks/lib/sg_places.json' with { type: 'json' }
import type { LOCATIONS } from './options'

export type Region = (typeof LOCATIONS)[number]

export const SG_PLACES: Record<Region, readonly string[]> = places
