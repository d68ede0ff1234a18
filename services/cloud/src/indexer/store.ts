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
 * Three bulk statements per call (arrays through unnest), whatever the number of rows.
 */
export async function writeBlocks(db: Db, chainId: string, blocks: readonly DecodedBlock[]): Promise<void> {
  const last = blocks.at(-1)
  if (!last) return
  const transactions = blocks.flatMap((block) => block.transactions)
  const transfers = blocks.flatMap((block) => block.transfers)
  const participants = new Map<string, Set<string>>()
  for (const row of transactions)
    participants.set(row.hash, new Set([row.sender, ...(row.recipient ? [row.recipient] : [])]))
  for (const transfer of transfers)
    participants.get(transfer.hash)?.add(transfer.sender).add(transfer.recipient)
  const accountRows = transactions.flatMap((row) =>
    [...(participants.get(row.hash) ?? [])]
      .filter((account) => account !== ZERO_ADDRESS)
      .map((account) => ({ account, row })),
  )
  await db.transaction(async (tx) => {
    if (transactions.length > 0) {
      await tx.query(
        `INSERT INTO chain_transactions
           (chain_id, hash, block_number, tx_index, mined_at, sender, recipient, nonce, value, selector, status)
         SELECT $1, * FROM unnest($2::text[], $3::bigint[], $4::integer[], $5::timestamptz[], $6::text[], $7::text[],
                                  $8::bigint[], $9::text[], $10::text[], $11::text[])
         ON CONFLICT DO NOTHING`,
        [
          chainId,
          transactions.map((row) => row.hash),
          transactions.map((row) => row.blockNumber.toString()),
          transactions.map((row) => row.txIndex),
          transactions.map((row) => row.minedAt.toISOString()),
          transactions.map((row) => row.sender),
          transactions.map((row) => row.recipient),
          transactions.map((row) => row.nonce.toString()),
          transactions.map((row) => row.value),
          transactions.map((row) => row.selector),
          transactions.map((row) => row.status),
        ],
      )
      await tx.query(
        `INSERT INTO chain_account_transactions (account, chain_id, hash, mined_at, block_number, tx_index)
         SELECT a.account, $1, a.hash, a.mined_at, a.block_number, a.tx_index
         FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::bigint[], $6::integer[])
           AS a(account, hash, mined_at, block_number, tx_index)
         ON CONFLICT DO NOTHING`,
        [
          chainId,
          accountRows.map(({ account }) => account),
          accountRows.map(({ row }) => row.hash),
          accountRows.map(({ row }) => row.minedAt.toISOString()),
          accountRows.map(({ row }) => row.blockNumber.toString()),
          accountRows.map(({ row }) => row.txIndex),
        ],
      )
    }
    if (transfers.length > 0) {
      await tx.query(
        `INSERT INTO chain_transfers (chain_id, hash, log_index, kind, token, sender, recipient, amount)
         SELECT $1, * FROM unnest($2::text[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         ON CONFLICT DO NOTHING`,
        [
          chainId,
          transfers.map((row) => row.hash),
          transfers.map((row) => row.logIndex),
          transfers.map((row) => row.kind),
          transfers.map((row) => row.token),
          transfers.map((row) => row.sender),
          transfers.map((row) => row.recipient),
          transfers.map((row) => row.amount),
        ],
      )
    }
    await tx.query(
      `INSERT INTO chain_cursors (chain_id, next_block, last_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET next_block = EXCLUDED.next_block, last_hash = EXCLUDED.last_hash`,
      [chainId, (last.number + 1n).toString(), last.hash],
    )
  })
}
