import { PlaceholderLink } from '@/components/ui/placeholder-link'
import { BRAND_NAME, COPYRIGHT_YEAR } from '@/content/constants'

const PLACEHOLDER_LINKS = ['Privacy Policy', 'Terms of Service', 'Contact'] as const

/** Spec §1 "Shared layout": a copyright line with 2025 and three links that go nowhere. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
            {PLACEHOLDER_LINKS.map((label) => (
              <li key={label}>
                <PlaceholderLink className="rounded-sm hover:text-foreground">
                  {label}
                </PlaceholderLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
