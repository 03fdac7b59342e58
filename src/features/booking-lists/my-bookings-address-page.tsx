import { Navigate, useLocation } from 'react-router-dom'

/** /my-bookings?cancel=<id> (a reminder email's link) is My Bookings with the same query. */
export default function MyBookingsAddress() {
  const { search } = useLocation()
  return <Navigate to={`/user/bookings${search}`} replace />
}
