import { SearchXIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

export function FinderEmptyState({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No gym buddies found</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Try adjusting your search criteria to find more gym buddies
      </p>
      <Button variant="outline" onClick={onClearFilters}>
        Clear Filters
      </Button>
    </div>
  )
}
