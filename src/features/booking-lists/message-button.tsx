import { MessageSquareIcon } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/** Opens the chat with the other party of a booking (a Message button). */
export function MessageButton({ userId }: { userId: string }) {
  const navigate = useNavigate()
  return (
    <Button variant="outline" size="sm" onClick={() => void navigate(`/user/chat/${userId}`)}>
      <MessageSquareIcon aria-hidden="true" />
      Message
    </Button>
  )
}
