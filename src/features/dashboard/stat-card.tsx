import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'

export function StatCard({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string
  value: string
  icon: LucideIcon
  children?: ReactNode
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2 p-4 pb-2 sm:p-6 sm:pb-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-2 px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="text-2xl font-bold">{value}</p>
        {children}
      </CardContent>
    </Card>
  )
}
