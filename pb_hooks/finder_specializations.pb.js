/// <reference path="../pb_data/types.d.ts" />
// The specializations listed trainers hold, for the finder's filter (public, like the finder).

routerAdd('GET', '/api/gymbuddy/finder/specializations', (e) =>
  require(`${__hooks}/lib/finder/finder_specializations.js`).held(e),
)
