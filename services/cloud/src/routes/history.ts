import {
  bitcoinAddressSchema,
  evmAddressSchema,
  type HistoryResponse,
  historyQuerySchema,
  solanaAddressSchema,
} from '@foyer/wire'
import { Hono } from 'hono'
import { readBitcoinHistory } from '../bitcoin/history.js'
import { bitcoinLedgerOf } from '../bitcoin/ledgers.js'
import type { PoolPrices } from '../chains/prices.js'
import { readPoolPrices } from '../chains/prices.js'
import { readHistory } from '../history/readHistory.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { readSolanaHistory } from '../solana/history.js'
import { solanaLedgerOf } from '../solana/ledgers.js'
import { iconUrlBuilder } from './iconUrl.js'

// How long a history request waits for the indexer to catch up before answering from what is stored.
const FRESHNESS_WAIT_MS = 3000

/**
 * `GET /v1/account/{account}/history`: the account's transactions from the index, newest first, paged
 * by cursor. The indexer first catches up with the chains' heads, so a transaction mined just
 * before the request is in the answer; when a chain is down, stored history is served.
 */
export const historyRoutes = new Hono<CloudEnv>().get('/v1/account/:account/history', async (c) => {
  const query = parseOrThrow(historyQuerySchema, c.req.query(), 'query')
  if (query.chainId?.startsWith('solana:')) {
    // Read from the Solana node itself: getSignaturesForAddress keeps every account's history.
    const ledger = solanaLedgerOf(c.get('solana'), query.chainId)
    const owner = parseOrThrow(solanaAddressSchema, c.req.param('account'), 'account')
    const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
    return c.json<HistoryResponse>(await readSolanaHistory(ledger, owner, query.cursor, iconUrlOf))
  }
  if (query.chainId?.startsWith('bip122:')) {
    // Read from the network's Esplora API, which keeps every address's history.
    const ledger = bitcoinLedgerOf(c.get('bitcoin'), query.chainId)
    const owner = parseOrThrow(bitcoinAddressSchema, c.req.param('account'), 'account')
    const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
    return c.json<HistoryResponse>(await readBitcoinHistory(ledger, owner, query.cursor, iconUrlOf))
  }
  const account = parseOrThrow(evmAddressSchema, c.req.param('account'), 'account').toLowerCase()
  const chains = c.get('chains')
  const targets = query.chainId === undefined ? chains.list : [chains.get(query.chainId)]
  const indexer = c.get('indexer')
  if (indexer && targets.length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      indexer.sync(targets.map((chain) => chain.caip2)).catch(() => {}),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FRESHNESS_WAIT_MS)
      }),
    ])
    clearTimeout(timer)
  }
  const priceReads = await Promise.allSettled(
    targets.map(async (chain) => [chain.caip2, await readPoolPrices(chain.client, chain.id)] as const),
  )
  const prices = new Map<string, PoolPrices>(
    priceReads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : [])),
  )
  const body = await readHistory(c.get('db'), {
    account,
    chains: targets,
    cursor: query.cursor,
    prices,
    iconUrlOf: iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId),
    onrampTreasuries: c.get('onramp').treasuries,
    onrampOnly: query.onramp !== undefined && query.onramp !== '',
  })
  return c.json<HistoryResponse>(body)
})
