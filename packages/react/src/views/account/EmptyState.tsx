import type { ReactNode } from 'react'

/** A tab's empty state: what is missing, then one sentence on what it is and how to get some. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="foyer-empty" data-testid="foyer-empty-state">
      <p className="foyer-empty__title">{title}</p>
      <p className="foyer-muted">{children}</p>
    </div>
  )
}
