import { type Hex, numberToHex } from 'viem'
import type { ChainSet, ServedChain } from '../chains/chainSet.js'
import type { Db } from '../db/types.js'
import { type DecodedBlock, decodeBlock, type RpcBlock, type RpcReceipt } from './decodeBlock.js'
import { readCursor, resetChain, writeBlocks } from './store.js'

/** Options of {@link createIndexer}. */
export interface IndexerOptions {
  db: Db
  chains: ChainSet
  /** Pause between polling rounds in ms (default 1000). */
  pollIntervalMs?: number
  /** Blocks fetched in parallel and stored in one transaction (default 50). */
  chunkSize?: number
  /** Called when a chain becomes unreachable (once, until it answers again). Default console.warn. */
  onChainDown?: (chainId: string, error: unknown) => void
  /** Called after each pass that brought a chain up to `head` (metrics, logs, tests). */
  onIndexed?: (chainId: string, head: bigint) => void
}

/** Follows the chains into the database: transactions, native transfers and ERC-20/721 Transfer logs. */
export interface Indexer {
  /** Starts polling every `pollIntervalMs`; the first round runs at once. */
  start(): void
  /**
   * Indexes up to each chain's current head now (all chains, or the given CAIP-2 ids). Resolves when
   * every block mined before the call is stored; rejects when a chain cannot be read.
   */
  sync(chainIds?: readonly string[]): Promise<void>
  /** Stops polling and waits for a running round to finish. */
  stop(): Promise<void>
}

interface ChainRun {
  current: Promise<void> | undefined
  queued: Promise<void> | undefined
}

async function fetchBlock(chain: ServedChain, number: bigint): Promise<DecodedBlock> {
  const tag = numberToHex(number)
  const request = chain.client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  const [block, receipts] = await Promise.all([
    request({ method: 'eth_getBlockByNumber', params: [tag, true] }) as Promise<RpcBlock | null>,
    request({ method: 'eth_getBlockReceipts', params: [tag] }) as Promise<RpcReceipt[] | null>,
  ])
  if (!block) throw new Error(`${chain.caip2}: block ${number} not found`)
  return decodeBlock(block, receipts ?? [])
}

async function blockHash(chain: ServedChain, number: bigint): Promise<string | undefined> {
  const request = chain.client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  const block = (await request({ method: 'eth_getBlockByNumber', params: [numberToHex(number), false] })) as {
    hash: Hex
  } | null
  return block?.hash.toLowerCase()
}

async function indexChain(db: Db, chain: ServedChain, chunkSize: number): Promise<bigint> {
  const head = await chain.client.getBlockNumber({ cacheTime: 0 })
  let { nextBlock, lastHash } = await readCursor(db, chain.caip2)
  if (nextBlock > 0n) {
    // A devnet restarted from its snapshot (or a reorg) rewrites blocks we stored: start over.
    const stillThere = nextBlock - 1n <= head && (await blockHash(chain, nextBlock - 1n)) === lastHash
    if (!stillThere) {
      await resetChain(db, chain.caip2)
      nextBlock = 0n
      lastHash = null
    }
  }
  for (let from = nextBlock; from <= head; from += BigInt(chunkSize)) {
    const to = from + BigInt(chunkSize) - 1n < head ? from + BigInt(chunkSize) - 1n : head
    const numbers: bigint[] = []
    for (let number = from; number <= to; number++) numbers.push(number)
    const blocks = await Promise.all(numbers.map((number) => fetchBlock(chain, number)))
    await writeBlocks(db, chain.caip2, blocks)
  }
  return head
}

/** Creates the indexer of the given chains; nothing runs until `start()` or `sync()`. */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chains } = options
  const pollIntervalMs = options.pollIntervalMs ?? 1000
  const chunkSize = options.chunkSize ?? 50
  const onChainDown =
    options.onChainDown ??
    ((chainId: string, error: unknown) =>
      console.warn(`[cloud] indexer: ${chainId} unavailable (${(error as Error).message.split('\n')[0]})`))
  const runs = new Map<string, ChainRun>(
    chains.list.map((chain) => [chain.caip2, { current: undefined, queued: undefined }]),
  )
  const down = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let round: Promise<void> | undefined
  let stopped = false

  // One indexing pass per chain at a time. A caller arriving during a pass waits for a fresh pass
  // after it (the running one may have read the head before the caller's block was mined).
  function runChain(chain: ServedChain): Promise<void> {
    const run = runs.get(chain.caip2) as ChainRun
    if (run.queued) return run.queued
    const launch = () => {
      run.current = indexChain(db, chain, chunkSize)
        .then((head) => options.onIndexed?.(chain.caip2, head))
        .finally(() => {
          run.current = undefined
        })
      return run.current
    }
    if (!run.current) return launch()
    run.queued = run.current
      .catch(() => {})
      .then(() => {
        run.queued = undefined
        return launch()
      })
    return run.queued
  }

  async function sync(chainIds?: readonly string[]): Promise<void> {
    const targets = chainIds === undefined ? chains.list : chainIds.map((id) => chains.get(id))
    await Promise.all(targets.map((chain) => runChain(chain)))
  }

  async function poll(): Promise<void> {
    await Promise.all(
      chains.list.map(async (chain) => {
        try {
          await runChain(chain)
          down.delete(chain.caip2)
        } catch (error) {
          if (!down.has(chain.caip2)) onChainDown(chain.caip2, error)
          down.add(chain.caip2)
        }
      }),
    )
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      round = poll().finally(() => {
        if (!stopped) schedule(pollIntervalMs)
      })
    }, delay)
    timer.unref?.()
  }

  return {
    start() {
      if (stopped || timer !== undefined) return
      schedule(0)
    },
    sync,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await round
      await Promise.all([...runs.values()].map((run) => Promise.allSettled([run.current, run.queued])))
    },
  }
}
