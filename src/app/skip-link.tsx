export const MAIN_CONTENT_ID = 'main'

/** The first Tab stop of every page: moves focus past the header and sidebar to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        // Focus, not a hash change: the router keeps the URL and the page is not scrolled twice.
        event.preventDefault()
        main.focus()
      }}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  )
}
