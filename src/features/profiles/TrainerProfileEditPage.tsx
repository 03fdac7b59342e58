export default function TrainerProfileEditPage() {
  return <h1 className="p-6 text-2xl font-bold">Edit Trainer Profile</h1>
}
