import { ServiceError } from '@foyer/service-kit/errors'

/** Typed errors of the Bitcoin regtest ledger (starting it, its state folder). */
export type BitcoinLedgerErrorCode = 'INVALID_OPTIONS' | 'STATE_UNREADABLE'

/** Root of the Bitcoin ledger's errors: a stable `code` and a `shortMessage`. */
export class BitcoinLedgerError extends ServiceError<BitcoinLedgerErrorCode> {
  override name = 'BitcoinLedgerError'
}

/** A bad option (a port or block interval out of range). */
export class InvalidBitcoinLedgerOptionsError extends BitcoinLedgerError {
  override name = 'InvalidBitcoinLedgerOptionsError'
  constructor(details: string) {
    super('INVALID_OPTIONS', 'Invalid Bitcoin ledger options', { details })
  }
}

/** The saved state exists but cannot be read back. */
export class BitcoinStateError extends BitcoinLedgerError {
  override name = 'BitcoinStateError'
  readonly path: string
  constructor(path: string, cause: unknown) {
    super('STATE_UNREADABLE', `The Bitcoin ledger state in ${path} cannot be read`, {
      details: cause instanceof Error ? cause.message : String(cause),
      cause,
    })
    this.path = path
  }
}
