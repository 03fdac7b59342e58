/// <reference path="../../pb_data/types.d.ts" />
// GET /api/gymbuddy/trainers/{id}/free?days=14: the hours anyone could request from a listed
// trainer now, as ISO datetimes in order (lib/when_where.js freeHours). Unknown or unlisted
// trainers are 404, like the finder not showing them.
const gb = require(`${__hooks}/lib/gymbuddy.js`)
const ww = require(`${__hooks}/lib/when_where.js`)

function daysOf(text) {
  if (text === '') return ww.RULES.freeDaysDefault
  const days = Number(text)
  if (!/^\d+$/.test(text) || days < 1 || days > ww.RULES.freeDaysMax) {
    gb.fail(
      'days',
      'validation_free_days',
      `Give days as a whole number from 1 to ${ww.RULES.freeDaysMax}.`,
    )
  }
  return days
}

function freeRoute(e) {
  const days = daysOf(e.request.url.query().get('days'))
  const id = e.request.pathValue('id')
  if (!require(`${__hooks}/lib/finder_index.js`).isListed(e.app, id)) {
    throw new NotFoundError('This trainer could not be found.')
  }
  return e.json(200, { free: ww.freeHours(e.app, id, days, Date.now()) })
}

module.exports = { freeRoute }
