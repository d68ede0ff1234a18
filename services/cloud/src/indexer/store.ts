import type { Db, Queryable } from '../db/types.js'
import type { DecodedBlock } from './decodeBlock.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** Where the indexer of one chain stands: the next block to read and the hash of the last one read. */
export interface ChainCursor {
  nextBlock: bigint
  lastHash: string | null
}

export async function readCursor(db: Queryable, chainId: string): Promise<ChainCursor> {
  const { rows } = await db.query<{ next_block: string | number; last_hash: string | null }>(
    'SELECT next_block, last_hash FROM chain_cursors WHERE chain_id = $1',
    [chainId],
  )
  const row = rows[0]
  return row
    ? { nextBlock: BigInt(row.next_block), lastHash: row.last_hash }
    : { nextBlock: 0n, lastHash: null }
}

/** Forgets everything indexed on a chain (it was reset or reorganised): indexing restarts at block 0. */
export async function resetChain(db: Db, chainId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM chain_transactions WHERE chain_id = $1', [chainId])
    await tx.query('DELETE FROM chain_cursors WHERE chain_id = $1', [chainId])
  })
}

/**
 * Stores consecutive blocks and moves the cursor past the last, in one transaction: a crash leaves
 * either all of them or none, and rows already present are kept (no duplicates on a replay).
 */
export async function writeBlocks(db: Db, chainId: string, blocks: readonly DecodedBlock[]): Promise<void> {
  const last = blocks.at(-1)
  if (!last) return
  await db.transaction(async (tx) => {
    for (const block of blocks) {
      for (const row of block.transactions) {
        await tx.query(
          `INSERT INTO chain_transactions
             (chain_id, hash, block_number, tx_index, mined_at, sender, recipient, nonce, value, selector, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
          [
            chainId,
            row.hash,
            row.blockNumber.toString(),
            row.txIndex,
            row.minedAt.toISOString(),
            row.sender,
            row.recipient,
            row.nonce.toString(),
            row.value,
            row.selector,
            row.status,
          ],
        )
        const participants = new Set([row.sender, row.recipient])
        for (const transfer of block.transfers) {
          if (transfer.hash !== row.hash) continue
          participants.add(transfer.sender).add(transfer.recipient)
        }
        participants.delete(null)
        participants.delete(ZERO_ADDRESS)
        for (const account of participants) {
          await tx.query(
            `INSERT INTO chain_account_transactions (account, chain_id, hash, mined_at, block_number, tx_index)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [account, chainId, row.hash, row.minedAt.toISOString(), row.blockNumber.toString(), row.txIndex],
          )
        }
      }
      for (const transfer of block.transfers) {
        await tx.query(
          `INSERT INTO chain_transfers (chain_id, hash, log_index, kind, token, sender, recipient, amount)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
          [
            chainId,
            transfer.hash,
            transfer.logIndex,
            transfer.kind,
            transfer.token,
            transfer.sender,
            transfer.recipient,
            transfer.amount,
          ],
        )
      }
    }
    await tx.query(
      `INSERT INTO chain_cursors (chain_id, next_block, last_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET next_block = EXCLUDED.next_block, last_hash = EXCLUDED.last_hash`,
      [chainId, (last.number + 1n).toString(), last.hash],
    )
  })
}
