export default function ClientProfileEditPage() {
  return <h1 className="p-6 text-2xl font-bold">Edit Your Profile</h1>
}
