import type { UiTokenAmount } from './tokens.js'
import type { TransactionErrorJson } from './txErrors.js'

/**
 * Every transaction that landed on a ledger. LiteSVM keeps no history of its own that survives a restart,
 * so the server records what getTransaction, getSignaturesForAddress and getSignatureStatuses answer from.
 */

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export interface InnerInstructionsEntry {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

export interface HistoryEntry {
  signature: string
  slot: number
  blockTime: number
  /** The wire transaction, base64. */
  transaction: string
  version: 'legacy' | 0
  /** Static keys, then the lookup tables' writable and readonly addresses. */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  fee: number
  /** Lamports per account key, as decimal strings (u64). */
  preBalances: string[]
  postBalances: string[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  err: TransactionErrorJson | null
  computeUnitsConsumed: number
  innerInstructions: InnerInstructionsEntry[]
  returnData: { programId: string; data: string } | null
  memo: string | null
}

export interface SignaturesQuery {
  limit: number
  before?: string | undefined
  until?: string | undefined
}

export class History {
  private readonly entries: HistoryEntry[] = []
  private readonly bySignature = new Map<string, HistoryEntry>()
  private readonly positionOf = new Map<string, number>()
  /** Positions in `entries` per address, oldest first. */
  private readonly byAddress = new Map<string, number[]>()
  private readonly unsaved: HistoryEntry[] = []

  constructor(saved: readonly HistoryEntry[] = []) {
    for (const entry of saved) this.index(entry)
  }

  private index(entry: HistoryEntry): void {
    const position = this.entries.push(entry) - 1
    this.bySignature.set(entry.signature, entry)
    this.positionOf.set(entry.signature, position)
    for (const address of new Set(entry.accountKeys)) {
      const positions = this.byAddress.get(address)
      if (positions) positions.push(position)
      else this.byAddress.set(address, [position])
    }
  }

  add(entry: HistoryEntry): void {
    this.index(entry)
    this.unsaved.push(entry)
  }

  get(signature: string): HistoryEntry | undefined {
    return this.bySignature.get(signature)
  }

  get size(): number {
    return this.entries.length
  }

  get last(): HistoryEntry | undefined {
    return this.entries.at(-1)
  }

  /** Newest first, older than `before` and newer than `until` (both excluded), at most `limit`. */
  signaturesFor(address: string, query: SignaturesQuery): HistoryEntry[] {
    const positions = this.byAddress.get(address) ?? []
    const before = query.before === undefined ? Number.POSITIVE_INFINITY : this.positionOf.get(query.before)
    // An unknown `before` finds nothing; an unknown `until` does not stop the walk.
    if (before === undefined) return []
    const until = query.until === undefined ? -1 : (this.positionOf.get(query.until) ?? -1)
    const out: HistoryEntry[] = []
    for (let i = positions.length - 1; i >= 0 && out.length < query.limit; i--) {
      const position = positions[i] as number
      if (position >= before) continue
      if (position <= until) break
      out.push(this.entries[position] as HistoryEntry)
    }
    return out
  }

  /** Entries added since the last call, for the state folder. */
  takeUnsaved(): HistoryEntry[] {
    return this.unsaved.splice(0)
  }
}
