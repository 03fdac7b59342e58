import { useState } from 'react'
import { DownloadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { saveFile } from '@/lib/downloads'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { downloadMyData } from './privacy-data-api'
import { PRIVACY_DATA_TEXTS as TEXTS } from './privacy-data-texts'

/** Download my data: the server's JSON file, fetched with the session and saved by the browser. */
export function DownloadDataCard() {
  const [busy, setBusy] = useState(false)

  async function download() {
    setBusy(true)
    try {
      const { blob, filename } = await downloadMyData()
      saveFile(blob, filename)
    } catch (error) {
      console.error('Failed to download my data', error)
      toast.error(describeError(error, TEXTS.downloadFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{TEXTS.downloadTitle}</h2>
        <CardDescription>{TEXTS.downloadDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={busy} onClick={() => void download()}>
          <DownloadIcon aria-hidden="true" />
          {busy ? TEXTS.downloading : TEXTS.downloadButton}
        </Button>
      </CardContent>
    </Card>
  )
}
