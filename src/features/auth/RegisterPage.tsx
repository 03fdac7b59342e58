export default function RegisterPage() {
  return <h1 className="p-6 text-2xl font-bold">Register</h1>
}
