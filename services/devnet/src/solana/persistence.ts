import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { writeAtomic } from '../node/writeAtomic.js'
import type { StoredAccount } from './accountEncoding.js'
import { genesisVersion, stateFormat } from './constants.js'
import { SolanaStateError } from './errors.js'
import type { HistoryEntry } from './history.js'

/**
 * A ledger's state folder (`<devnet state>/solana-<network>/`): `ledger.json` (slot, versions),
 * `accounts.json` (every account the ledger wrote: genesis and what transactions changed, reloaded into
 * LiteSVM with setAccount at start) and `history.jsonl` (one landed transaction per line, appended).
 * Programs and sysvars come from LiteSVM itself, so they are not saved.
 */

export interface LedgerMeta {
  format: number
  genesisVersion: number
  network: string
  genesisHash: string
  slot: number
}

/** [lamports, owner, executable, base64 data] */
type SavedAccount = [string, string, boolean, string]

export interface SavedState {
  meta: LedgerMeta
  accounts: Map<string, StoredAccount>
  history: HistoryEntry[]
}

export class StateFolder {
  readonly metaPath: string
  readonly accountsPath: string
  readonly historyPath: string

  constructor(readonly dir: string) {
    this.metaPath = join(dir, 'ledger.json')
    this.accountsPath = join(dir, 'accounts.json')
    this.historyPath = join(dir, 'history.jsonl')
  }

  /**
   * The saved state, or null when there is none or it was made for another genesis (then it is removed,
   * as the EVM snapshot is rebuilt when its inputs change).
   */
  load(network: string, genesisHash: string): SavedState | null {
    if (!existsSync(this.metaPath)) {
      this.clear() // leftovers of a first run killed before it saved its meta file
      return null
    }
    try {
      const meta = JSON.parse(readFileSync(this.metaPath, 'utf8')) as LedgerMeta
      if (
        meta.format !== stateFormat ||
        meta.genesisVersion !== genesisVersion ||
        meta.network !== network ||
        meta.genesisHash !== genesisHash
      ) {
        this.clear()
        return null
      }
      const saved = JSON.parse(readFileSync(this.accountsPath, 'utf8')) as Record<string, SavedAccount>
      const accounts = new Map<string, StoredAccount>()
      for (const [address, [lamports, owner, executable, data]] of Object.entries(saved)) {
        accounts.set(address, {
          lamports: BigInt(lamports),
          owner,
          executable,
          data: Buffer.from(data, 'base64'),
        })
      }
      return { meta, accounts, history: this.readHistory() }
    } catch (error) {
      throw new SolanaStateError(this.dir, error)
    }
  }

  private readHistory(): HistoryEntry[] {
    if (!existsSync(this.historyPath)) return []
    const lines = readFileSync(this.historyPath, 'utf8').split('\n')
    const entries: HistoryEntry[] = []
    for (const [i, line] of lines.entries()) {
      if (!line.trim()) continue
      try {
        entries.push(JSON.parse(line) as HistoryEntry)
      } catch (error) {
        // A line cut short by a kill is the last one; anything else is damage.
        if (i < lines.length - 2) throw error
      }
    }
    return entries
  }

  clear(): void {
    for (const path of [this.metaPath, this.accountsPath, this.historyPath]) rmSync(path, { force: true })
  }

  /**
   * Replaces the accounts (written whole, then renamed), appends the history, then replaces the meta file:
   * a kill in between can lose the newest history lines, never the balances they led to.
   */
  save(meta: LedgerMeta, accounts: Map<string, StoredAccount>, newHistory: readonly HistoryEntry[]): void {
    mkdirSync(this.dir, { recursive: true })
    const saved: Record<string, SavedAccount> = {}
    for (const [address, account] of accounts) {
      saved[address] = [
        account.lamports.toString(),
        account.owner,
        account.executable,
        Buffer.from(account.data).toString('base64'),
      ]
    }
    writeAtomic(this.accountsPath, JSON.stringify(saved))
    if (newHistory.length > 0) {
      appendFileSync(this.historyPath, newHistory.map((entry) => `${JSON.stringify(entry)}\n`).join(''))
    }
    writeAtomic(this.metaPath, JSON.stringify(meta))
  }
}
