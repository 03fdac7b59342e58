import { Spinner } from '@/components/ui/spinner'

export function RouteFallback() {
  return <Spinner className="min-h-[50vh]" />
}
