import type { ReactNode } from 'react'
import { ChevronIcon } from '../../components/icons.js'

export interface ActionItemProps {
  icon: ReactNode
  label: string
  onClick(): void
  /** A chevron says the row leads to another view (rather than acting at once). */
  chevron?: boolean
}

/** One action of the Account view: an icon and a label in a list row. */
export function ActionButton({ icon, label, onClick, chevron }: ActionItemProps) {
  return (
    <button type="button" className="foyer-list-item" onClick={onClick}>
      <span className="foyer-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="foyer-list-item__name">{label}</span>
      {chevron ? <ChevronIcon /> : null}
    </button>
  )
}

/** An ActionButton as an item of the Account view's list. */
export function ActionItem(props: ActionItemProps) {
  return (
    <li>
      <ActionButton {...props} />
    </li>
  )
}
