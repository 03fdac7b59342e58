// Every button's text stays readable (WCAG AA, 4.5:1 for normal text) at rest and on hover, and
// its focus ring stands out (3:1, WCAG 1.4.11) from what it touches: the colours come from the
// theme tokens in src/index.css, as the browser draws them (a translucent colour over the page's).
import { describe, expect, it } from 'vitest'
// The theme's source text (vitest.config.ts lets this one stylesheet through as raw text).
import css from '@/index.css?raw'
import { cn } from '@/lib/utils'
import { buttonVariants } from './button'

type Rgb = [number, number, number]

const tokens = new Map(
  [...css.matchAll(/--([a-z-]+):\s*(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)% (\d+(?:\.\d+)?)%;/g)].map(
    ([, name, h, s, l]) => [name, hslToRgb(Number(h), Number(s) / 100, Number(l) / 100)],
  ),
)

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

function token(name: string): Rgb {
  const rgb = tokens.get(name)
  if (!rgb) throw new Error(`no token --${name} in index.css`)
  return rgb
}

/** The colour a `bg-…`, `text-…` or `ring-…` class (with `prefix`) paints, over the page's background. */
function painted(classes: string[], kind: 'bg' | 'text' | 'ring', prefix: string): Rgb | null {
  for (const name of classes) {
    const match = new RegExp(`^${prefix}${kind}-([a-z-]+)(?:/(\\d+))?$`).exec(name)
    if (!match || !tokens.has(match[1]!)) continue
    const alpha = match[2] ? Number(match[2]) / 100 : 1
    const page = token('background')
    return token(match[1]!).map((v, i) => alpha * v + (1 - alpha) * page[i]!) as Rgb
  }
  return null
}

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const

describe('button text contrast', () => {
  it.each(variants)('%s: at rest and on hover, at least 4.5:1', (variant) => {
    const classes = buttonVariants({ variant }).split(' ')
    const background = painted(classes, 'bg', '') ?? token('background')
    const text = painted(classes, 'text', '') ?? token('foreground')
    const hoverBackground = painted(classes, 'bg', 'hover:') ?? background
    const hoverText = painted(classes, 'text', 'hover:') ?? text
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(hoverText, hoverBackground)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('button focus ring', () => {
  it.each(variants)('%s: the ring stands out from the page and from the button, 3:1', (variant) => {
    // As rendered: Button merges its classes (a group the merger does not know can eat another).
    const classes = cn(buttonVariants({ variant }))
      .split(' ')
      .filter((name) => name.startsWith('focus-visible:'))
      .map((name) => name.slice('focus-visible:'.length))
    const ring = painted(classes, 'ring', '')
    expect(ring, 'a ring colour from the theme').not.toBeNull()
    expect(contrast(ring!, token('background'))).toBeGreaterThanOrEqual(3)
    // With no offset the ring touches the button's own fill: it must stand out from that too.
    const offset = classes.some((name) => /^ring-offset-[1-9]/.test(name))
    const fill = painted(buttonVariants({ variant }).split(' '), 'bg', '') ?? token('background')
    if (!offset) expect(contrast(ring!, fill)).toBeGreaterThanOrEqual(3)
  })
})
