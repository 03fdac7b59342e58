export default function ChatPage() {
  return <h1 className="p-6 text-2xl font-bold">Chat</h1>
}
