export default function FinderPage() {
  return <h1 className="p-6 text-2xl font-bold">Find Your Perfect Workout Gym Buddy</h1>
}
