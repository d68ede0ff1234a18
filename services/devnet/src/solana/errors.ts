import { ServiceError } from '@foyer/service-kit/errors'

/** Typed errors of the Solana ledgers (starting them, their state folder). */
export type SolanaLedgerErrorCode = 'INVALID_OPTIONS' | 'STATE_UNREADABLE'

/** Root of the Solana ledger's errors: a stable `code` and a `shortMessage`. */
export class SolanaLedgerError extends ServiceError<SolanaLedgerErrorCode> {
  override name = 'SolanaLedgerError'
}

/** A bad option (unknown network, port out of range). */
export class InvalidSolanaLedgerOptionsError extends SolanaLedgerError {
  override name = 'InvalidSolanaLedgerOptionsError'
  constructor(details: string) {
    super('INVALID_OPTIONS', 'Invalid Solana ledger options', { details })
  }
}

/** The saved state exists but cannot be read back. */
export class SolanaStateError extends SolanaLedgerError {
  override name = 'SolanaStateError'
  readonly path: string
  constructor(path: string, cause: unknown) {
    super('STATE_UNREADABLE', `The Solana ledger state in ${path} cannot be read`, {
      details: cause instanceof Error ? cause.message : String(cause),
      cause,
    })
    this.path = path
  }
}
