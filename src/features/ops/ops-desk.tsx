import { useSearchParams } from 'react-router-dom'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { OpsSummary } from './ops-api'
import { CredentialsTab } from './credentials-tab'
import { DisputesTab } from './disputes-tab'
import { LogTab } from './log-tab'
import { MembersTab } from './members-tab'
import { ReportsTab } from './reports-tab'

const TABS = ['reports', 'credentials', 'disputes', 'members', 'log'] as const
type DeskTab = (typeof TABS)[number]

const isDeskTab = (value: string | null): value is DeskTab => TABS.some((tab) => tab === value)

/** A tab's label with its count of open items, when there are any. */
function counted(label: string, count: number | undefined) {
  return count ? `${label} (${count})` : label
}

/** The desk's five tabs; the open one is in the address (?tab=), so a link or reload keeps it. */
export function OpsDesk({ summary, onChanged }: { summary: OpsSummary; onChanged: () => void }) {
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: DeskTab = isDeskTab(asked) ? asked : 'reports'
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(value === 'reports' ? {} : { tab: value }, { replace: true })
      }
    >
      <TabsList aria-label="Operator desk">
        <TabsTrigger value="reports">{counted('Reports', summary.openReports)}</TabsTrigger>
        <TabsTrigger value="credentials">
          {counted('Credentials', summary.pendingCredentials)}
        </TabsTrigger>
        <TabsTrigger value="disputes">{counted('Disputes', summary.openDisputes)}</TabsTrigger>
        <TabsTrigger value="members">Members</TabsTrigger>
        <TabsTrigger value="log">Log</TabsTrigger>
      </TabsList>
      <TabsContent value="reports">
        <ReportsTab onChanged={onChanged} />
      </TabsContent>
      <TabsContent value="credentials">
        <CredentialsTab onChanged={onChanged} />
      </TabsContent>
      <TabsContent value="disputes">
        <DisputesTab onChanged={onChanged} />
      </TabsContent>
      <TabsContent value="members">
        <MembersTab />
      </TabsContent>
      <TabsContent value="log">
        <LogTab />
      </TabsContent>
    </Tabs>
  )
}
