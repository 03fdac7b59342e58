export default function BecomeTrainerPage() {
  return <h1 className="p-6 text-2xl font-bold">Become a Trainer</h1>
}
