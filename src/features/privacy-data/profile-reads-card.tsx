import { EyeIcon } from 'lucide-react'
import { LoadFailed } from '@/components/load-failed'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { describeProfileRead } from './profile-read-text'
import { PRIVACY_DATA_TEXTS as TEXTS } from './privacy-data-texts'
import { useProfileReads } from './use-profile-reads'

/** "Marcus Lim viewed your fitness profile on Tue 3 Dec", one row per trainer per day. */
export function ProfileReadsCard({ me }: { me: string }) {
  const { data, loading, failed, error, retry, showMore } = useProfileReads(me)
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{TEXTS.readsTitle}</h2>
        <CardDescription>{TEXTS.readsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadFailed what={TEXTS.readsWhat} error={error} onRetry={retry} />
        ) : !data ? (
          <Spinner label="Loading..." />
        ) : data.reads.length === 0 ? (
          <p className="text-muted-foreground">{TEXTS.readsEmpty}</p>
        ) : (
          <div className="grid gap-3">
            <ul aria-label={TEXTS.readsListLabel} className="divide-y">
              {data.reads.map((read) => (
                <li key={read.id} className="flex items-center gap-3 py-2">
                  <EyeIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {describeProfileRead(read.readerName, read.day)}
                </li>
              ))}
            </ul>
            {data.more && (
              <Button
                variant="outline"
                className="justify-self-start"
                disabled={loading}
                onClick={showMore}
              >
                {TEXTS.showMore}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  )
}
