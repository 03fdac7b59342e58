/// <reference path="../../pb_data/types.d.ts" />
// Profile checks, each with its message: texts trimmed, lists cleaned, 0 = no budget/rate.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

function validateClientProfile(record) {
  const goals = gb.cleanTextList(gb.jsonValue(record, 'fitnessGoals'))
  if (goals === null || goals.length === 0) {
    gb.fail('fitnessGoals', 'validation_required', 'Fitness goals are required.')
  }
  gb.checkTextList('fitnessGoals', goals, 'fitness goals')
  record.set('fitnessGoals', goals)

  if (!gb.asString(record.get('experienceLevel'))) {
    gb.fail('experienceLevel', 'validation_required', 'Experience level is required.')
  }
  if (!gb.asString(record.get('preferredLocation'))) {
    gb.fail('preferredLocation', 'validation_required', 'Preferred location is required.')
  }
  gb.trimText(record, 'additionalInfo', 2000, 'Additional information')

  // 0 means "no budget": a number field cannot hold null, and PocketBase stores null (or any
  // non-numeric input) as 0 before hooks run.
  const budget = record.getFloat('budget')
  if (!isFinite(budget) || budget < 0) {
    gb.fail('budget', 'validation_positive_number', 'Budget must be a valid positive number.')
  }
}

function validateTrainerProfile(record) {
  // Spec §3 keeps two readings: a list of strings, or the raw comma text as typed.
  const raw = gb.jsonValue(record, 'specializations')
  if (typeof raw === 'string') {
    const text = raw.trim()
    if (!text) gb.fail('specializations', 'validation_required', 'Specializations are required.')
    if (gb.charCount(text) > gb.MAX_RAW_LIST_LENGTH) {
      gb.fail(
        'specializations',
        'validation_too_long',
        `Specializations must be at most ${gb.MAX_RAW_LIST_LENGTH} characters.`,
      )
    }
    record.set('specializations', text)
  } else {
    const items = gb.cleanTextList(raw)
    if (items === null || items.length === 0) {
      gb.fail('specializations', 'validation_required', 'Specializations are required.')
    }
    gb.checkTextList('specializations', items, 'specializations')
    record.set('specializations', items)
  }

  if (!gb.asString(record.get('experienceLevel'))) {
    gb.fail('experienceLevel', 'validation_required', 'Experience level is required.')
  }
  if (!gb.asString(record.get('preferredLocation'))) {
    gb.fail('preferredLocation', 'validation_required', 'Preferred location is required.')
  }
  gb.trimText(record, 'bio', 2000, 'About me')
  gb.trimText(record, 'certifications', 2000, 'Certifications')

  // 0 means "no rate" ("leave empty to discuss rates"); otherwise > 0 and at most MAX_RATE SGD.
  const rate = record.getFloat('rate')
  if (!isFinite(rate) || rate < 0) {
    gb.fail('rate', 'validation_positive_number', 'Rate must be a valid positive number.')
  }
  if (rate > gb.MAX_RATE) {
    gb.fail('rate', 'validation_max_rate', `Rate must be at most ${gb.MAX_RATE} SGD.`)
  }
}

module.exports = { validateClientProfile, validateTrainerProfile }
