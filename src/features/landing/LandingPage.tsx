export default function LandingPage() {
  return <h1 className="p-6 text-2xl font-bold">GymBuddy</h1>
}
