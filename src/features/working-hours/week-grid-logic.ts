// The hours editor's week: which start hours (9..21, Singapore time) a trainer works each weekday.
import { SLOT_HOURS, WEEKDAY_KEYS, type WeekdayKey, type WorkingWeek } from '@/lib/availability'
import type { WeeklyHours } from '@/lib/types'

export const WEEKDAY_NAMES: Record<WeekdayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

function week(hoursOf: (day: WeekdayKey) => readonly number[]): WorkingWeek {
  return Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, [...hoursOf(day)]])) as WorkingWeek
}

const WEEKEND: readonly WeekdayKey[] = ['sat', 'sun']

export type PresetName = 'weekdays' | 'evenings' | 'everything'

/** Sessions start on the hour and last one: "9–18" means start hours 9..17 (done by 18:00). */
export const PRESETS: Record<PresetName, { label: string; week: () => WorkingWeek }> = {
  weekdays: {
    label: 'Weekdays 9–18',
    week: () => week((day) => (WEEKEND.includes(day) ? [] : SLOT_HOURS.filter((h) => h < 18))),
  },
  evenings: { label: 'Evenings', week: () => week(() => SLOT_HOURS.filter((h) => h >= 18)) },
  everything: { label: 'Everything', week: () => week(() => SLOT_HOURS) },
}

export function toggleHour(current: WorkingWeek, day: WeekdayKey, hour: number): WorkingWeek {
  const hours = current[day].includes(hour)
    ? current[day].filter((value) => value !== hour)
    : [...current[day], hour].sort((a, b) => a - b)
  return { ...current, [day]: hours }
}

export function isEveryHour(current: WorkingWeek): boolean {
  return WEEKDAY_KEYS.every((day) => current[day].length === SLOT_HOURS.length)
}

export function hasNoHours(current: WorkingWeek): boolean {
  return WEEKDAY_KEYS.every((day) => current[day].length === 0)
}

/** What is stored: {} for every hour (the spec's default), else every weekday's hours. */
export function toStoredHours(current: WorkingWeek): WeeklyHours {
  return isEveryHour(current) ? {} : { ...current }
}
