// Tailwind 4 takes everything from src/index.css: the design tokens (`@theme inline`) and where
// classes are found (`@source`). Nothing needs a JS config today; this file stays (the project's
// layout keeps a top-level tailwind.config.ts) for what only a config can say, such as a JS plugin,
// and would then be loaded with `@config '../tailwind.config.ts'` in src/index.css.
import type { Config } from 'tailwindcss'

export default {} satisfies Config
