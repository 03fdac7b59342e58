/// <reference path="../pb_data/types.d.ts" />
// Strict input (issue 6.2, 6.6): record create/update bodies with unknown fields, wrong JSON types,
// control characters or someone else's ids are refused with a 400 naming the field, before any
// other hook, rule or write runs. The checks are in pb_hooks/lib/input_guard.js.

routerUse((e) => require(`${__hooks}/lib/input_guard.js`).guard(e))
