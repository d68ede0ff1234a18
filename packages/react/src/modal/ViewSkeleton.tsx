/**
 * What a view shows while its chunk loads: grey rows in the shape of a list, so the modal keeps its
 * size instead of shrinking around a lone spinner. Screen readers hear one "Loading" status.
 */
export function ViewSkeleton({ label }: { label: string }) {
  return (
    <div className="foyer-skeleton" role="status" aria-label={label}>
      <span className="foyer-skeleton__row" />
      <span className="foyer-skeleton__row" />
      <span className="foyer-skeleton__row" />
    </div>
  )
}
