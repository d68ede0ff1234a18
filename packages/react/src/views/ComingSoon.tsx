import type { ReactNode } from 'react'

/** The shell of a view that ships in a later issue: the real layout, an explanation, no dead ends. */
export function ComingSoon({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="foyer-center">
      <p className="foyer-heading">{heading}</p>
      <p className="foyer-muted">{children}</p>
    </div>
  )
}
