import type { CaipNetwork } from '@foyer/core'
import type { ReactNode, Ref } from 'react'
import { ExternalIcon } from '../../components/icons.js'

export interface TransactionSuccessProps {
  /** The outcome, focused when it replaces the block that had focus. */
  heading: string
  headingRef: Ref<HTMLParagraphElement>
  icon?: ReactNode
  /** What follows the heading (the amount, the hash). */
  children?: ReactNode
  /** The transaction on the network's block explorer; undefined on a network without one. */
  explorerHref: string | undefined
  explorerLabel: string
  /** Shown instead of the explorer link on a network without explorer. */
  fallback?: ReactNode
  action: string
  onAction(): void
}

/** A sent transaction: its outcome, its explorer link, and the one way on (back to the account, Done). */
export function TransactionSuccess(props: TransactionSuccessProps) {
  const { explorerHref, fallback = null } = props
  return (
    <div className="foyer-stack">
      <div className="foyer-center" role="status">
        {props.icon ? (
          <span className="foyer-icon" aria-hidden="true">
            {props.icon}
          </span>
        ) : null}
        <p className="foyer-heading" tabIndex={-1} ref={props.headingRef}>
          {props.heading}
        </p>
        {props.children}
        {explorerHref ? (
          <a
            className="foyer-button"
            data-variant="secondary"
            href={explorerHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalIcon />
            {props.explorerLabel}
          </a>
        ) : (
          fallback
        )}
      </div>
      <button type="button" className="foyer-button" onClick={props.onAction}>
        {props.action}
      </button>
    </div>
  )
}

/** The transaction's page on a network's default block explorer, if the network has one. */
export function explorerTxUrl(network: CaipNetwork | undefined, hash: string): string | undefined {
  const explorer = network?.blockExplorers?.default?.url.replace(/\/+$/, '')
  return explorer ? `${explorer}/tx/${hash}` : undefined
}
