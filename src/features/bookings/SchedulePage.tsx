export default function SchedulePage() {
  return <h1 className="p-6 text-2xl font-bold">Your Schedule</h1>
}
