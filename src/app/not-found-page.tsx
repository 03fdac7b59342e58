import { PageNotFound } from '@/components/page-not-found'

/** Any path the app does not know: says so (PocketBase answers such paths with the app, 200). */
export default function NotFoundPage() {
  return <PageNotFound />
}
