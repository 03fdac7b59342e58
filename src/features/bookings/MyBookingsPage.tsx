export default function MyBookingsPage() {
  return <h1 className="p-6 text-2xl font-bold">Upcoming Bookings</h1>
}
