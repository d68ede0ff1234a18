import {
  type BalanceResponse,
  balanceQuerySchema,
  bitcoinAddressSchema,
  evmAddressSchema,
  type FungiblePriceResponse,
  fungiblePriceBodySchema,
  type IdentityResponse,
  identityQuerySchema,
  type SupportedChainsResponse,
  solanaAddressSchema,
} from '@foyer/wire'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getAddress, type Hex } from 'viem'
import { readBitcoinBalances } from '../bitcoin/balances.js'
import { bitcoinLedgerOf } from '../bitcoin/ledgers.js'
import { findFungible } from '../chains/assets.js'
import { readBalances } from '../chains/balances.js'
import { readIdentity } from '../chains/identity.js'
import { readPoolPrices } from '../chains/prices.js'
import { withUpstream } from '../chains/upstream.js'
import { InvalidRequestError, PayloadTooLargeError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { createNameGateway } from '../names/gateway.js'
import { createNameStore } from '../names/store.js'
import { readSolanaBalances } from '../solana/balances.js'
import { solanaLedgerOf } from '../solana/ledgers.js'
import { iconUrlBuilder } from './iconUrl.js'
import { NAME_GATEWAY_PREFIX } from './profile.js'

const MAX_PRICE_BODY_BYTES = 64 * 1024

async function readJson(text: Promise<string>): Promise<unknown> {
  try {
    return JSON.parse(await text)
  } catch {
    throw new InvalidRequestError('body', 'expected a JSON object')
  }
}

/**
 * The hosted blockchain API's account calls, computed live from the chains: balances, fungible
 * prices (from the Uniswap pools, USDC = 1 USD), ENS identity and the list of served chains.
 */
export const blockchainRoutes = new Hono<CloudEnv>()
  .get('/v1/supported-chains', (c) =>
    c.json<SupportedChainsResponse>({
      http: [
        ...c.get('chains').list.map((chain) => chain.caip2),
        ...c.get('solana').list.map((l) => l.caip2),
        ...c.get('bitcoin').list.map((l) => l.caip2),
      ],
      ws: [],
    }),
  )
  .get('/v1/account/:address/balance', async (c) => {
    const query = parseOrThrow(balanceQuerySchema, c.req.query(), 'query')
    if (query.chainId?.startsWith('solana:')) {
      const ledger = solanaLedgerOf(c.get('solana'), query.chainId)
      const owner = parseOrThrow(solanaAddressSchema, c.req.param('address'), 'address')
      const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
      return c.json<BalanceResponse>({ balances: await readSolanaBalances(ledger, owner, iconUrlOf) })
    }
    if (query.chainId?.startsWith('bip122:')) {
      const ledger = bitcoinLedgerOf(c.get('bitcoin'), query.chainId)
      const owner = parseOrThrow(bitcoinAddressSchema, c.req.param('address'), 'address')
      const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
      return c.json<BalanceResponse>({ balances: await readBitcoinBalances(ledger, owner, iconUrlOf) })
    }
    const address = getAddress(parseOrThrow(evmAddressSchema, c.req.param('address'), 'address'))
    const chains = c.get('chains')
    const targets = query.chainId === undefined ? chains.list : [chains.get(query.chainId)]
    const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
    const perChain = await Promise.all(targets.map((chain) => readBalances(chain, address, iconUrlOf)))
    return c.json<BalanceResponse>({ balances: perChain.flat() })
  })
  .post(
    '/v1/fungible/price',
    bodyLimit({
      maxSize: MAX_PRICE_BODY_BYTES,
      onError: () => {
        throw new PayloadTooLargeError(MAX_PRICE_BODY_BYTES)
      },
    }),
    async (c) => {
      const body = parseOrThrow(fungiblePriceBodySchema, await readJson(c.req.text()), 'body')
      const chains = c.get('chains')
      const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
      const requested = body.addresses.map((caip10) => {
        const [namespace, reference, address] = caip10.split(':') as [string, string, string]
        return { chain: chains.get(`${namespace}:${reference}`, 'addresses'), address }
      })
      // One pool read per chain, however many assets of it are asked for.
      const distinct = [...new Set(requested.map((entry) => entry.chain))]
      const prices = new Map(
        await Promise.all(
          distinct.map(
            async (chain) =>
              [chain.caip2, await withUpstream(chain, () => readPoolPrices(chain.client, chain.id))] as const,
          ),
        ),
      )
      const fungibles = requested.flatMap(({ chain, address }) => {
        const fungible = findFungible(chain.chain, address)
        const chainPrices = prices.get(chain.caip2)
        if (!fungible || !chainPrices) return []
        return [
          {
            name: fungible.name,
            symbol: fungible.symbol,
            iconUrl: iconUrlOf(fungible),
            price: chainPrices[fungible.pricing],
          },
        ]
      })
      return c.json<FungiblePriceResponse>({ fungibles })
    },
  )
  .get('/v1/identity/:address', async (c) => {
    const address = getAddress(parseOrThrow(evmAddressSchema, c.req.param('address'), 'address'))
    const query = parseOrThrow(identityQuerySchema, c.req.query(), 'query')
    const chains = c.get('chains')
    const chain = query.chainId === undefined ? chains.list[0] : chains.get(query.chainId)
    const names = createNameStore(c.get('db'))
    const gateway = createNameGateway(c.get('names'), names)
    const own = {
      matches: (url: string) => url.includes(NAME_GATEWAY_PREFIX),
      reply: async (data: Hex) => (await gateway.reply(data)).data,
    }
    const onChain = chain ? await readIdentity(chain, address, own) : { name: null, avatar: null }
    if (onChain.name) return c.json<IdentityResponse>(onChain)
    // A name registered in the zone (resolved by CCIP-read, without a reverse record on chain).
    const [registered] = await names.reverse(address)
    if (!registered) return c.json<IdentityResponse>(onChain)
    return c.json<IdentityResponse>({
      name: registered.name,
      avatar: registered.attributes[0]?.avatar ?? null,
    })
  })
