import { Spinner } from '@/components/ui/spinner'

/** As tall as the screen: the footer stays below the fold while a screen loads (no layout shift). */
export function RouteFallback() {
  return <Spinner className="min-h-svh" />
}
