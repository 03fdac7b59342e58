import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import type { UserType } from '@/lib/types'
import { quickActions } from './quick-actions'

export function QuickActionsCard({ userType }: { userType: UserType | '' }) {
  return (
    <Card className="@container">
      <CardHeader>
        <h2 className="text-lg font-semibold">Quick Actions</h2>
      </CardHeader>
      <CardContent className="grid gap-3 @2xl:grid-cols-3">
        {quickActions(userType).map((action) => (
          <Button key={action.to} asChild variant="outline" className="justify-start">
            <Link to={action.to}>
              <action.icon aria-hidden="true" />
              {action.label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  )
}
