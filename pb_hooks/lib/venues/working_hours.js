/// <reference path="../../pb_data/types.d.ts" />
// Trainers' working hours (trainer_profiles.weeklyHours) and days off (trainer_profiles.daysOff):
// the shape checks for the profile hooks and the "does the trainer work then" test for bookings.
// All in Singapore time (UTC+8, no DST).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const FIRST_HOUR = br.rules.firstSlotHour
const LAST_HOUR = br.rules.lastSlotHour
const MAX_DAYS_OFF = 366
const SGT_OFFSET_MS = br.SGT_OFFSET_MS

/** Weekday key, start hour and YYYY-MM-DD of an instant, in Singapore time. */
function sgtParts(date) {
  const sgt = new Date(date.getTime() + SGT_OFFSET_MS)
  return {
    day: DAY_KEYS[sgt.getUTCDay()],
    hour: sgt.getUTCHours(),
    ymd: sgt.toISOString().slice(0, 10),
  }
}

/** True when the object sets no hours at all (missing or {}): the trainer works every slot. */
function isEveryHour(weeklyHours) {
  return !weeklyHours || typeof weeklyHours !== 'object' || Object.keys(weeklyHours).length === 0
}

/**
 * Why the trainer does not work at this instant ("day_off" or "outside_hours"), or "" when they do.
 * A non-empty weeklyHours lists the working start hours per day; a day it omits is not worked.
 */
function offReason(weeklyHours, daysOff, date) {
  const parts = sgtParts(date)
  if (Array.isArray(daysOff) && daysOff.indexOf(parts.ymd) !== -1) return 'day_off'
  if (isEveryHour(weeklyHours)) return ''
  const hours = weeklyHours[parts.day]
  return Array.isArray(hours) && hours.indexOf(parts.hour) !== -1 ? '' : 'outside_hours'
}

/** The trainer's hours and days off (from their trainer profile; none = every hour). */
function scheduleOf(app, trainerId) {
  const profile = gb.findFirst(app, 'trainer_profiles', 'user = {:user}', { user: trainerId })
  if (!profile) return { weeklyHours: null, daysOff: null }
  return {
    weeklyHours: gb.jsonValue(profile, 'weeklyHours'),
    daysOff: gb.jsonValue(profile, 'daysOff'),
  }
}

const HOURS_MESSAGE = `Working hours are whole start hours from ${FIRST_HOUR} to ${LAST_HOUR} for the days mon to sun.`
const DAYS_OFF_MESSAGE = `Days off are dates written YYYY-MM-DD (at most ${MAX_DAYS_OFF}).`

/** Checks and normalizes weeklyHours in place (sorted, without duplicates). */
function checkWeeklyHours(record) {
  const value = gb.jsonValue(record, 'weeklyHours')
  if (value === null) return
  if (typeof value !== 'object' || Array.isArray(value)) {
    gb.fail('weeklyHours', 'validation_weekly_hours', HOURS_MESSAGE)
  }
  const clean = {}
  for (const key of Object.keys(value)) {
    const hours = value[key]
    if (DAY_KEYS.indexOf(key) === -1 || !Array.isArray(hours) || hours.length > 24) {
      gb.fail('weeklyHours', 'validation_weekly_hours', HOURS_MESSAGE)
    }
    const unique = []
    for (const hour of hours) {
      if (typeof hour !== 'number' || hour % 1 !== 0 || hour < FIRST_HOUR || hour > LAST_HOUR) {
        gb.fail('weeklyHours', 'validation_weekly_hours', HOURS_MESSAGE)
      }
      if (unique.indexOf(hour) === -1) unique.push(hour)
    }
    clean[key] = unique.sort((a, b) => a - b)
  }
  record.set('weeklyHours', clean)
}

function isCalendarDate(text) {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Checks and normalizes daysOff in place (sorted, without duplicates). */
function checkDaysOff(record) {
  const value = gb.jsonValue(record, 'daysOff')
  if (value === null) return
  if (!Array.isArray(value) || value.length > MAX_DAYS_OFF || !value.every(isCalendarDate)) {
    gb.fail('daysOff', 'validation_days_off', DAYS_OFF_MESSAGE)
  }
  const unique = []
  for (const day of value) if (unique.indexOf(day) === -1) unique.push(day)
  record.set('daysOff', unique.sort())
}

module.exports = { offReason, scheduleOf, checkWeeklyHours, checkDaysOff }
