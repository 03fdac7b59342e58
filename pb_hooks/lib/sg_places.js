/// <reference path="../../pb_data/types.d.ts" />
// The server's copy of src/content/sg-places.ts (Singapore's places by the finder's nine regions,
// from the URA Master Plan 2019 planning areas and regions and LTA's MRT stations) and of
// locationQuery in src/features/finder/location-filter.ts, which lib/finder_search.js uses.
// tests/sg-places-copy.test.ts keeps both equal to the app's.

const REGIONS = [
  'Central',
  'North',
  'South',
  'East',
  'West',
  'Northeast',
  'Northwest',
  'Southeast',
  'Southwest',
]

const PLACES = {
  Central: [
    'Bishan',
    'Bukit Timah',
    'Downtown Core',
    'Kallang',
    'Marina East',
    'Marina South',
    'Museum',
    'Newton',
    'Novena',
    'Orchard',
    'Outram',
    'River Valley',
    'Rochor',
    'Singapore River',
    'Straits View',
    'Tanglin',
    'Toa Payoh',
    'CBD',
    'City',
    'Downtown',
    'Chinatown',
    'Little India',
    'Bugis',
    'Marina Bay',
    'Raffles Place',
    'City Hall',
    'Dhoby Ghaut',
    'Somerset',
    'Braddell',
    'Tanjong Pagar',
    'Outram Park',
    'Lavender',
    'Clarke Quay',
    'Farrer Park',
    'Boon Keng',
    'Potong Pasir',
    'Bras Basah',
    'Esplanade',
    'Promenade',
    'Nicoll Highway',
    'Stadium',
    'Marymount',
    'Caldecott',
    'Botanic Gardens',
    'Farrer Road',
    'Holland Village',
    'Bayfront',
    'Beauty World',
    'King Albert Park',
    'Sixth Avenue',
    'Tan Kah Kee',
    'Stevens',
    'Telok Ayer',
    'Fort Canning',
    'Bencoolen',
    'Jalan Besar',
    'Bendemeer',
    'Geylang Bahru',
    'Bright Hill',
    'Upper Thomson',
    'Thomson',
    'Napier',
    'Orchard Boulevard',
    'Great World',
    'Havelock',
    'Maxwell',
    'Shenton Way',
    'Gardens by the Bay',
    'Tanjong Rhu',
    'Marina South Pier',
    'Dempsey',
    'Robertson Quay',
  ],
  North: [
    'Central Water Catchment',
    'Mandai',
    'Sembawang',
    'Simpang',
    'Woodlands',
    'Yishun',
    'Kranji',
    'Marsiling',
    'Admiralty',
    'Canberra',
    'Khatib',
    'Woodlands North',
    'Woodlands South',
    'Springleaf',
    'Lentor',
  ],
  South: [
    'Bukit Merah',
    'Southern Islands',
    'Sentosa',
    'HarbourFront',
    'Tiong Bahru',
    'Redhill',
    'Labrador Park',
    'Telok Blangah',
    'Keppel',
    'Alexandra',
    'Henderson',
    'Mount Faber',
  ],
  East: [
    'Bedok',
    'Changi',
    'Changi Bay',
    'Pasir Ris',
    'Paya Lebar',
    'Tampines',
    'Simei',
    'Tanah Merah',
    'Kembangan',
    'Eunos',
    'Expo',
    'Changi Airport',
    'Kaki Bukit',
    'Bedok North',
    'Bedok Reservoir',
    'Tampines West',
    'Tampines East',
    'Upper Changi',
    'Bayshore',
    'Loyang',
    'Changi Village',
  ],
  West: [
    'Boon Lay',
    'Bukit Batok',
    'Jurong East',
    'Jurong West',
    'Pioneer',
    'Tuas',
    'Western Water Catchment',
    'Jurong',
    'Bukit Gombak',
    'Chinese Garden',
    'Lakeside',
    'Joo Koon',
    'Gul Circle',
    'Tuas Crescent',
    'Tuas West Road',
    'Tuas Link',
  ],
  Northeast: [
    'Ang Mo Kio',
    'Hougang',
    'North-Eastern Islands',
    'Punggol',
    'Seletar',
    'Sengkang',
    'Serangoon',
    'Yio Chu Kang',
    'Woodleigh',
    'Kovan',
    'Buangkok',
    'Punggol Coast',
    'Bartley',
    'Lorong Chuan',
    'Mayflower',
    'Serangoon Gardens',
    'Pulau Ubin',
  ],
  Northwest: [
    'Bukit Panjang',
    'Choa Chu Kang',
    'Lim Chu Kang',
    'Sungei Kadut',
    'Tengah',
    'Yew Tee',
    'Cashew',
    'Hillview',
  ],
  Southeast: [
    'Geylang',
    'Marine Parade',
    'Aljunied',
    'Mountbatten',
    'Dakota',
    'MacPherson',
    'Tai Seng',
    'Mattar',
    'Ubi',
    'Katong Park',
    'Tanjong Katong',
    'Marine Terrace',
    'Siglap',
    'Katong',
    'East Coast',
    'Joo Chiat',
  ],
  Southwest: [
    'Queenstown',
    'Clementi',
    'Western Islands',
    'Commonwealth',
    'Buona Vista',
    'Dover',
    'one-north',
    'Kent Ridge',
    'Haw Par Villa',
    'Pasir Panjang',
    'West Coast',
    'Ghim Moh',
    'Jurong Island',
  ],
}

const MIN_PLACE_PREFIX = 3

/** Lower case, single spaces, hyphens as spaces, without a trailing "MRT" or "station". */
function placeKey(text) {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
    .replace(/ (mrt station|mrt|station)$/, '')
}

const compact = (key) => key.replace(/ /g, '')

function placeStarts(place, key) {
  return compact(placeKey(place)).startsWith(compact(key))
}

/** { regions, contains } as the finder's box asks (lower-cased), or null when blank. */
function locationQuery(text) {
  const key = placeKey(text)
  if (!key) return null
  const region = REGIONS.find((name) => name.toLowerCase() === compact(key))
  if (region) return { regions: [region.toLowerCase()], contains: '' }
  const regions = []
  let exact = ''
  for (const name of Object.keys(PLACES)) {
    const list = PLACES[name]
    if (list.some((place) => compact(placeKey(place)) === compact(key))) exact = name
    if (key.length >= MIN_PLACE_PREFIX && list.some((place) => placeStarts(place, key))) {
      regions.push(name.toLowerCase())
    }
  }
  if (exact) return { regions: [exact.toLowerCase()], contains: '' }
  return { regions: regions, contains: key }
}

module.exports = { REGIONS, PLACES, locationQuery }
