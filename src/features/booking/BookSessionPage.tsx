export default function BookSessionPage() {
  return <h1 className="p-6 text-2xl font-bold">Book a Session</h1>
}
