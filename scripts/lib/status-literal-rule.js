// ESLint rule `gymbuddy/no-status-literal`: a booking's status, a series' status, a session's
// outcome or a payment state is written through the constants built from
// pb_hooks/lib/bookings/booking_rules.json (STATUS.expired, OUTCOME.attended...), never as a
// string literal, so adding or renaming one is a change to the json that tsc and lint follow.
// tests/status-declarations.test.ts proves it bites.
import { readFileSync } from 'node:fs'

const rules = JSON.parse(
  readFileSync(new URL('../../pb_hooks/lib/bookings/booking_rules.json', import.meta.url), 'utf8'),
)

/** Every word the rule refuses, with the constant to write instead. */
export const STATUS_WORDS = new Map([
  ...Object.keys(rules.payments.states).map((word) => [word, `PAYMENT.${word}`]),
  ...Object.keys(rules.outcomes).map((word) => [word, `OUTCOME.${word}`]),
  ...Object.keys(rules.series.statuses).map((word) => [word, `SERIES_STATUS.${word}`]),
  ...Object.keys(rules.statuses).map((word) => [word, `STATUS.${word}`]),
])

const words = [...STATUS_WORDS.keys()].join('|')
const QUOTED = new RegExp(`'(${words})'`)

/** A field's name, not its value: `record.get('package')`, `fail('package', …)`, `{ 'x': … }`. */
function namesAField(node) {
  const parent = node.parent
  if (parent.type === 'Property' && parent.key === node) return true
  if (parent.type === 'JSXAttribute') return true
  if (parent.type !== 'CallExpression' || parent.arguments[0] !== node) return false
  const callee = parent.callee
  const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name
  return /^(get\w*|set|fail|refuse)$/.test(name ?? '')
}

export const noStatusLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Statuses, outcomes and payment states come from booking_rules.json' },
    schema: [],
    messages: {
      literal: "Write {{constant}}, not '{{word}}': statuses live in booking_rules.json.",
      inside:
        "Put {{constant}} into the text (`'${{{constant}}}'`), not '{{word}}': statuses live in booking_rules.json.",
    },
  },
  create(context) {
    const check = (node, text, exact) => {
      if (exact && STATUS_WORDS.has(text)) {
        if (namesAField(node)) return
        const constant = STATUS_WORDS.get(text)
        context.report({ node, messageId: 'literal', data: { word: text, constant } })
        return
      }
      const match = QUOTED.exec(text)
      if (match) {
        const constant = STATUS_WORDS.get(match[1])
        context.report({ node, messageId: 'inside', data: { word: match[1], constant } })
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value, true)
      },
      TemplateElement(node) {
        const whole = node.parent.type === 'TemplateLiteral' && node.parent.quasis.length === 1
        check(whole ? node.parent : node, node.value.cooked ?? node.value.raw, whole)
      },
    }
  },
}
