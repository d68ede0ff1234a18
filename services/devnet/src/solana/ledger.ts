import { createHash, randomBytes } from 'node:crypto'
import type { Address } from '@solana/kit'
import { Clock, EpochSchedule, LiteSVM } from 'litesvm'
import type { SolanaNetwork } from '../solanaNetworks.js'
import type { StoredAccount } from './accountEncoding.js'
import {
  blockhashQueueLength,
  bpfLoaders,
  defaultSlotMs,
  genesisVersion,
  maxProcessingAge,
  nativeLoader,
  slotsPerEpoch,
  stateFormat,
  sysvarOwner,
} from './constants.js'
import { genesisAccounts } from './genesis.js'
import { History, type HistoryEntry } from './history.js'
import { StateFolder } from './persistence.js'
import { toBase58 } from './wire.js'

/**
 * One Solana ledger: a LiteSVM instance (a real SVM with the SPL programs), a slot clock that produces a block
 * every `slotMs` (LiteSVM's clock and blockhash move with it; blockhashes expire after 150 blocks as on the
 * real clusters), the recorded history, and the state folder it persists to.
 *
 * LiteSVM accepts only its newest blockhash, so its own check is off and the ledger checks a transaction's
 * blockhash against the last 150 blocks itself. Its blockhashes are its own (a hash of the genesis hash, a
 * per-run nonce and the slot): LiteSVM's sequence is the same in every instance, so a transaction signed for
 * one network, or before a restart, would otherwise be valid on another. Every slot holds a block (no skipped slots): block height
 * equals the slot. Everything that lands is final at once (confirmationStatus "finalized").
 */

type Listener<T> = (value: T) => void

export interface LedgerOptions {
  network: SolanaNetwork
  /** The ledger's own folder (`<devnet state>/solana-<network>`). */
  stateDir: string
  slotMs?: number
  /** Forget the saved state and start from genesis. */
  reset?: boolean
}

const skipSaving = (account: StoredAccount) =>
  account.owner === nativeLoader ||
  account.owner === sysvarOwner ||
  (account.executable && account.owner !== bpfLoaders[2] && account.owner !== bpfLoaders[3])

export class Ledger {
  readonly svm: LiteSVM
  readonly network: SolanaNetwork
  readonly history: History
  readonly slotMs: number
  slot: number
  blockTime: number
  private latest = ''
  private readonly runNonce = randomBytes(16).toString('hex')
  private readonly blockhashes = new Map<string, number>()
  private readonly tracked: Set<string>
  private readonly state: StateFolder
  private slotTimer: NodeJS.Timeout | undefined
  private flushTimer: NodeJS.Timeout | undefined
  private slotsSinceSave = 0
  private readonly listeners = {
    slot: new Set<Listener<number>>(),
    transaction: new Set<Listener<HistoryEntry>>(),
    accounts: new Set<Listener<string[]>>(),
  }

  /** Opens the ledger from its state folder, or from genesis when the folder holds no state for it. */
  static async open(options: LedgerOptions): Promise<Ledger> {
    const state = new StateFolder(options.stateDir)
    if (options.reset) state.clear()
    const saved = state.load(options.network.id, options.network.genesisHash)
    const svm = new LiteSVM().withBlockhashCheck(false)
    svm.setEpochSchedule(new EpochSchedule(BigInt(slotsPerEpoch), BigInt(slotsPerEpoch), false, 0n, 0n))
    const accounts =
      saved?.accounts ?? (await genesisAccounts((space) => svm.minimumBalanceForRentExemption(BigInt(space))))
    // Data accounts first: an upgradeable program's account needs its program data in place.
    const ordered = [...accounts].sort(([, a], [, b]) => Number(a.executable) - Number(b.executable))
    for (const [address, account] of ordered) {
      svm.setAccount({
        address: address as Address,
        lamports: account.lamports as never,
        programAddress: account.owner as Address,
        executable: account.executable,
        data: account.data,
        space: BigInt(account.data.length),
      })
    }
    const history = new History(saved?.history ?? [])
    const lastSlot = Math.max(saved?.meta.slot ?? -1, history.last?.slot ?? -1)
    const ledger = new Ledger(svm, options, history, state, new Set(accounts.keys()), lastSlot + 1)
    if (!saved) ledger.flush()
    return ledger
  }

  private constructor(
    svm: LiteSVM,
    options: LedgerOptions,
    history: History,
    state: StateFolder,
    tracked: Set<string>,
    slot: number,
  ) {
    this.svm = svm
    this.network = options.network
    this.slotMs = options.slotMs ?? defaultSlotMs
    this.history = history
    this.state = state
    this.tracked = tracked
    this.slot = slot - 1
    this.blockTime = 0
    this.produceBlock()
  }

  /** Starts producing a block every `slotMs`. */
  start(): void {
    this.slotTimer ??= setInterval(() => this.tick(), this.slotMs)
    this.slotTimer.unref()
  }

  /** Stops the clock and writes everything to the state folder. */
  stop(): void {
    clearInterval(this.slotTimer)
    clearTimeout(this.flushTimer)
    this.slotTimer = undefined
    this.flush()
  }

  private produceBlock(): void {
    this.slot += 1
    this.blockTime = Math.floor(Date.now() / 1000)
    // LiteSVM's own blockhash moves too: a durable nonce advances from it.
    this.svm.expireBlockhash()
    this.latest = toBase58(
      createHash('sha256').update(`${this.network.genesisHash}:${this.runNonce}:${this.slot}`).digest(),
    )
    this.blockhashes.set(this.latest, this.slot)
    for (const [hash, slot] of this.blockhashes) {
      if (slot > this.slot - blockhashQueueLength) break
      this.blockhashes.delete(hash)
    }
    const epoch = Math.floor(this.slot / slotsPerEpoch)
    const epochStart = this.blockTime - Math.floor(((this.slot % slotsPerEpoch) * this.slotMs) / 1000)
    this.svm.setClock(
      new Clock(
        BigInt(this.slot),
        BigInt(epochStart),
        BigInt(epoch),
        BigInt(epoch + 1),
        BigInt(this.blockTime),
      ),
    )
  }

  /** Produces the next block; the slot timer calls it, tests may too. */
  tick(): void {
    this.produceBlock()
    // The slot reaches the state folder every few seconds even when nothing lands.
    this.slotsSinceSave += 1
    if (this.slotsSinceSave >= 25) this.scheduleFlush()
    for (const listener of this.listeners.slot) listener(this.slot)
  }

  get blockHeight(): number {
    return this.slot
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.latest, lastValidBlockHeight: this.slot + maxProcessingAge }
  }

  /** Whether a transaction with this blockhash may still land (it is one of the last 151 blocks'). */
  isBlockhashValid(blockhash: string): boolean {
    const slot = this.blockhashes.get(blockhash)
    return slot !== undefined && slot + maxProcessingAge >= this.slot
  }

  getAccount(address: string): StoredAccount | null {
    const account = this.svm.getAccount(address as Address)
    if (!account.exists || (account.lamports === 0n && account.data.length === 0)) return null
    return {
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      data: account.data,
    }
  }

  rentExempt(space: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(space))
  }

  /** Records a landed transaction and the accounts it wrote; subscribers hear of both. */
  record(entry: HistoryEntry, written: readonly string[]): void {
    this.history.add(entry)
    for (const address of written) this.tracked.add(address)
    this.scheduleFlush()
    for (const listener of this.listeners.transaction) listener(entry)
    for (const listener of this.listeners.accounts) listener([...new Set(written)])
  }

  on(event: 'slot', listener: Listener<number>): () => void
  on(event: 'transaction', listener: Listener<HistoryEntry>): () => void
  on(event: 'accounts', listener: Listener<string[]>): () => void
  on(event: keyof Ledger['listeners'], listener: Listener<never>): () => void {
    const set = this.listeners[event] as Set<Listener<never>>
    set.add(listener)
    return () => set.delete(listener)
  }

  private scheduleFlush(): void {
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined
      this.flush()
    }, 100).unref()
  }

  /** Writes the tracked accounts, the new history and the slot to the state folder. */
  flush(): void {
    this.slotsSinceSave = 0
    const accounts = new Map<string, StoredAccount>()
    for (const address of this.tracked) {
      const account = this.getAccount(address)
      if (!account) this.tracked.delete(address)
      else if (!skipSaving(account)) accounts.set(address, account)
    }
    const meta = {
      format: stateFormat,
      genesisVersion,
      network: this.network.id,
      genesisHash: this.network.genesisHash,
      slot: this.slot,
    }
    this.state.save(meta, accounts, this.history.takeUnsaved())
  }
}
