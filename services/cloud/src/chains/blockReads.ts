import { TtlCache } from '../http/ttlCache.js'

/** How long a result read at one block stays: long enough for a burst, short enough to bound memory. */
const BLOCK_READ_TTL_MS = 60_000
const MAX_BLOCK_READS = 10_000

/**
 * Chain reads cached per block. Each read first asks the node for its head block, shared by every
 * read in flight at that moment (a burst of 100 requests costs one eth_blockNumber), then answers
 * from memory when the same read was already made at that block, or reads pinned to that block.
 * A read is never older than the head the node reported while the request was being served.
 */
export interface BlockReads {
  read<T>(key: string, load: (blockNumber: bigint) => Promise<T>): Promise<T>
}

export function createBlockReads(headBlock: () => Promise<bigint>): BlockReads {
  let head: Promise<bigint> | undefined
  const results = new TtlCache<unknown>(BLOCK_READ_TTL_MS, MAX_BLOCK_READS)
  const currentHead = () => {
    head ??= headBlock().finally(() => {
      head = undefined
    })
    return head
  }
  return {
    async read<T>(key: string, load: (blockNumber: bigint) => Promise<T>): Promise<T> {
      const blockNumber = await currentHead()
      return results.getOrLoad(`${blockNumber}:${key}`, () => load(blockNumber)) as Promise<T>
    },
  }
}
