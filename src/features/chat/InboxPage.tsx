export default function InboxPage() {
  return <h1 className="p-6 text-2xl font-bold">Inbox</h1>
}
