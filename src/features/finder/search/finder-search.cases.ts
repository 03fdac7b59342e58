// One table of finder cases (the search box and the filters, in each order), run against the
// server's search route, the finder's only search (tests/finder-search.test.ts): which trainers,
// in which order, with which exact total.
import type { GymBuddyFilters } from '../filters/gym-buddy-filters'
import type { FinderSort } from './finder-sort'

export interface CaseTrainer {
  name: string
  email: string
  /** The trainer's "Show my email on my card": a hidden email is neither shown nor searched. */
  showEmail: boolean
  /** null: a trainer without a profile (userType only): not listed, so never found. */
  profile: {
    specializations: string[] | string
    experienceLevel: string
    preferredLocation: string
    /** 0: Rate on request. */
    rate: number
  } | null
}

export const CASE_TRAINERS: readonly CaseTrainer[] = [
  {
    name: 'Ana Lim',
    email: 'ana.lim@fit.sg',
    showEmail: true,
    profile: {
      specializations: ['Yoga', 'Pilates'],
      experienceLevel: '6-10 years',
      preferredLocation: 'Northeast',
      rate: 85.5,
    },
  },
  {
    name: 'Ben Tan',
    email: 'ben@coach.sg',
    showEmail: true,
    // the spec's second reading: the raw comma text the form produced
    profile: {
      specializations: 'Boxing, CrossFit , Cardio',
      experienceLevel: '3-5 years',
      preferredLocation: 'West',
      rate: 0,
    },
  },
  // No profile yet: not listed (a trainer appears once a specialization and a location are set).
  { name: 'Cai Wong', email: 'cai@mail.sg', showEmail: false, profile: null },
  {
    name: 'Élodie Ng',
    email: 'elodie@hidden.sg',
    showEmail: false,
    profile: {
      specializations: ['Muay Thai', 'Weight Training'],
      experienceLevel: 'More than 10 years',
      preferredLocation: 'Central',
      rate: 10000,
    },
  },
  {
    name: 'Sam Lee',
    email: 'sam.a@quiet.sg',
    showEmail: false,
    profile: {
      specializations: ['Cardio'],
      experienceLevel: 'Less than 1 year',
      preferredLocation: 'Southeast',
      rate: 60,
    },
  },
  {
    name: 'Sam Lee',
    email: 'sam.b@fit.sg',
    showEmail: true,
    profile: {
      specializations: ['Weight Training', 'Kettlebell Flow', 'Yoga', 'HIIT'],
      experienceLevel: '1-2 years',
      preferredLocation: 'North',
      rate: 120,
    },
  },
  {
    name: 'amy Koh',
    email: 'amy@fit.sg',
    showEmail: true,
    profile: {
      specializations: ['Pilates'],
      experienceLevel: '6-10 years',
      preferredLocation: 'Southwest',
      rate: 75,
    },
  },
  {
    name: 'Zoë Hart',
    email: 'zoe@fit.sg',
    showEmail: true,
    profile: {
      specializations: ['Yoga'],
      experienceLevel: '3-5 years',
      preferredLocation: 'East',
      rate: 90.25,
    },
  },
  {
    name: 'ÖZGE ÇELİK',
    email: 'ozge@fit.sg',
    showEmail: true,
    profile: {
      specializations: ['Boxing'],
      experienceLevel: '1-2 years',
      preferredLocation: 'South',
      rate: 70,
    },
  },
]

export interface FinderCase {
  title: string
  filters: Partial<GymBuddyFilters>
  /** The order (the finder's own, name then id, when not given). */
  sort?: FinderSort
  page?: number
  perPage?: number
  /** The names shown, in order (name, then id: binary order, so "amy" after "Zoë"). */
  names: string[]
  /** The count line's N when paging (else names.length). */
  total?: number
  /** The rates the cards read, in order (formatRate). */
  rates?: string[]
}

const EVERYONE = [
  'Ana Lim',
  'Ben Tan',
  'Sam Lee',
  'Sam Lee',
  'Zoë Hart',
  'amy Koh',
  'Élodie Ng',
  'ÖZGE ÇELİK',
]

export const FINDER_CASES: readonly FinderCase[] = [
  { title: 'empty filters match everyone, by name then id', filters: {}, names: EVERYONE },
  { title: 'blank search is no filter', filters: { search: '   ' }, names: EVERYONE },
  { title: 'blank location is no filter', filters: { location: ' \u00a0 ' }, names: EVERYONE },
  { title: 'search ignores case', filters: { search: 'ANA L' }, names: ['Ana Lim'] },
  { title: 'search trims whitespace', filters: { search: '  zoë  ' }, names: ['Zoë Hart'] },
  { title: 'search matches a shown email', filters: { search: 'COACH.SG' }, names: ['Ben Tan'] },
  { title: 'a hidden email is not searched', filters: { search: 'hidden.sg' }, names: [] },
  {
    title: 'search finds part of a specialization',
    filters: { search: 'pila' },
    names: ['Ana Lim', 'amy Koh'],
  },
  {
    title: 'search reads comma-text specializations',
    filters: { search: 'crossfit' },
    names: ['Ben Tan'],
  },
  { title: 'search spans words', filters: { search: 'muay th' }, names: ['Élodie Ng'] },
  { title: 'accents: upper case folds', filters: { search: 'ÉLODIE' }, names: ['Élodie Ng'] },
  { title: 'accents: lower case matches', filters: { search: 'élodie' }, names: ['Élodie Ng'] },
  { title: 'accents are not dropped', filters: { search: 'elodie' }, names: [] },
  { title: 'accented capitals fold', filters: { search: 'özge çeli' }, names: ['ÖZGE ÇELİK'] },
  {
    title: 'a trainer without a profile is not listed, even by name',
    filters: { search: 'cai' },
    names: [],
  },
  {
    title: 'search over shown emails',
    filters: { search: '@fit.sg' },
    names: ['Ana Lim', 'Sam Lee', 'Zoë Hart', 'amy Koh', 'ÖZGE ÇELİK'],
  },
  {
    title: 'a region named exactly matches only itself, any case',
    filters: { location: 'NORTH' },
    names: ['Sam Lee'],
  },
  {
    title: '"East" is not Northeast or Southeast',
    filters: { location: 'East' },
    names: ['Zoë Hart'],
  },
  {
    title: 'a region written as URA writes it',
    filters: { location: ' north-east ' },
    names: ['Ana Lim'],
  },
  { title: 'a town finds its region', filters: { location: 'tampines' }, names: ['Zoë Hart'] },
  {
    title: 'an MRT station finds its region',
    filters: { location: 'Jurong East MRT' },
    names: ['Ben Tan'],
  },
  { title: 'CBD is Central', filters: { location: 'CBD' }, names: ['Élodie Ng'] },
  {
    title: "a place's first letters find its region",
    filters: { location: 'pungg' },
    names: ['Ana Lim'],
  },
  {
    title: 'the start of places in several regions finds each region',
    filters: { location: 'Tanjong' },
    names: ['Sam Lee', 'Élodie Ng'],
  },
  { title: 'location inside a word', filters: { location: 'est' }, names: ['Ben Tan', 'amy Koh'] },
  {
    title: 'a trainer without a profile never passes a profile filter',
    filters: { search: 'cai', location: 'c' },
    names: [],
  },
  {
    title: 'experience level is exact',
    filters: { experienceLevel: '6-10 years' },
    names: ['Ana Lim', 'amy Koh'],
  },
  {
    title: 'experience level is not a contains match',
    filters: { experienceLevel: '6-10' },
    names: [],
  },
  {
    title: 'specialization is one of the list, any case',
    filters: { specialization: 'weight training' },
    names: ['Sam Lee', 'Élodie Ng'],
  },
  {
    title: 'specialization reads comma text',
    filters: { specialization: 'Cardio' },
    names: ['Ben Tan', 'Sam Lee'],
  },
  { title: 'specialization is a whole item', filters: { specialization: 'Weight' }, names: [] },
  {
    title: 'filters combine with AND',
    filters: { search: 's', location: 'north', specialization: 'Yoga' },
    names: ['Sam Lee'],
  },
  {
    title: 'experience and specialization together',
    filters: { experienceLevel: '1-2 years', specialization: 'Boxing' },
    names: ['ÖZGE ÇELİK'],
  },
  { title: 'no match', filters: { search: 'zzz' }, names: [] },
  {
    title: 'rates read as the cards read them',
    filters: { search: 'a', location: 'e' },
    names: ['Ana Lim', 'Ben Tan', 'Sam Lee', 'Zoë Hart', 'amy Koh', 'Élodie Ng'],
    rates: [
      '$85.50/session',
      'Rate on request',
      '$60/session',
      '$90.25/session',
      '$75/session',
      '$10000/session',
    ],
  },
  {
    title: 'paging: the first page',
    filters: {},
    page: 1,
    perPage: 3,
    names: ['Ana Lim', 'Ben Tan', 'Sam Lee'],
    total: 8,
  },
  {
    title: 'paging: the last, partial page',
    filters: {},
    page: 3,
    perPage: 3,
    names: ['Élodie Ng', 'ÖZGE ÇELİK'],
    total: 8,
  },
  {
    title: 'price low to high: cheapest first, "Rate on request" last',
    filters: {},
    sort: 'price',
    names: [
      'Sam Lee',
      'ÖZGE ÇELİK',
      'amy Koh',
      'Ana Lim',
      'Zoë Hart',
      'Sam Lee',
      'Élodie Ng',
      'Ben Tan',
    ],
    rates: [
      '$60/session',
      '$70/session',
      '$75/session',
      '$85.50/session',
      '$90.25/session',
      '$120/session',
      '$10000/session',
      'Rate on request',
    ],
  },
  {
    title: 'price order, paged and filtered',
    filters: { search: 'sg' },
    sort: 'price',
    page: 2,
    perPage: 2,
    names: ['Ana Lim', 'Zoë Hart'],
    total: 6,
  },
  {
    title: 'rating order without reviews keeps name, then id',
    filters: { location: 'south' },
    sort: 'rating',
    names: ['ÖZGE ÇELİK'],
  },
  { title: 'paging: past the end', filters: {}, page: 4, perPage: 3, names: [], total: 8 },
  {
    title: 'paging a filtered list',
    filters: { search: 'sg' },
    page: 2,
    perPage: 2,
    names: ['Sam Lee', 'Zoë Hart'],
    total: 6,
  },
]
