// Landing copy of the spec: what the product promises, how it works, sample testimonials.
import {
  CalendarDaysIcon,
  MapPinIcon,
  SearchIcon,
  TargetIcon,
  UserPlusIcon,
  DumbbellIcon,
  type LucideIcon,
} from 'lucide-react'

export interface LandingItem {
  icon: LucideIcon
  title: string
  description: string
}

export const FEATURES: readonly LandingItem[] = [
  {
    icon: SearchIcon,
    title: 'Find a Gym Buddy',
    description: 'Browse trainers and workout partners who match the way you like to train.',
  },
  {
    icon: CalendarDaysIcon,
    title: 'Easy Scheduling',
    description: 'Pick a date and an hourly slot, and keep every session in one calendar.',
  },
  {
    icon: MapPinIcon,
    title: 'Location-Based Matching',
    description: 'Train close to home or work: filter by your preferred part of Singapore.',
  },
  {
    icon: TargetIcon,
    title: 'Goal-Oriented Matching',
    description: 'Weight loss, strength or flexibility: meet people who share your goals.',
  },
]

export const FREE_POINTS = ['Free to join', 'No setup fees', 'Cancel anytime'] as const

export const STEPS: readonly LandingItem[] = [
  {
    icon: UserPlusIcon,
    title: 'Create a Profile',
    description: 'Tell us your fitness goals, experience level and where you like to train.',
  },
  {
    icon: SearchIcon,
    title: 'Find Gym Buddies',
    description: 'Search by name or specialization and filter by location and experience.',
  },
  {
    icon: DumbbellIcon,
    title: 'Book and Train',
    description: 'Request a session at a time that suits you, then show up and train.',
  },
]

export interface Testimonial {
  quote: string
  name: string
  role: string
}

/** Sample testimonials (three, each with 5 stars). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I used to skip leg day every week. Having a buddy waiting for me at the gym changed everything.',
    name: 'Sarah Tan',
    role: 'Member since 2024',
  },
  {
    quote:
      'Booking a trainer near my office took two minutes. I have kept a 3-sessions-a-week habit since.',
    name: 'Marcus Lim',
    role: 'Strength training',
  },
  {
    quote:
      'As a trainer, the requests come straight to my schedule. Accepting a new client is one tap.',
    name: 'Priya Nair',
    role: 'Personal trainer',
  },
]

export const TESTIMONIAL_STARS = 5
