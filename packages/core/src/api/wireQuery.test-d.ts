import type {
  balanceQuerySchema,
  convertQuoteQuerySchema,
  getWalletsQuerySchema,
  historyQuerySchema,
} from '@foyer/wire'
import { expectTypeOf, it } from 'vitest'
import type { QueryValue, WireQuery } from './wireQuery.js'

it('takes the values the schema reads, as core has them: numbers and lists, not their strings', () => {
  expectTypeOf({
    page: 2,
    entries: 40,
    include: ['a'],
    chains: undefined,
  }).toExtend<WireQuery<typeof getWalletsQuerySchema>>()
  expectTypeOf<WireQuery<typeof getWalletsQuerySchema>>().toExtend<Record<string, QueryValue>>()
  expectTypeOf<WireQuery<typeof balanceQuerySchema>['currency']>().toEqualTypeOf<'usd' | undefined>()
})

it('has only the schema’s keys, and needs the ones it requires', () => {
  // @ts-expect-error: not a query parameter of the history route (a renamed one reads the same).
  const renamed: WireQuery<typeof historyQuerySchema> = { chainId: 'eip155:1', after: 'page2' }
  // @ts-expect-error: the quote needs the amount.
  const partial: WireQuery<typeof convertQuoteQuerySchema> = { userAddress: 'a', from: 'b', to: 'c' }
  expectTypeOf(renamed).not.toBeAny()
  expectTypeOf(partial).not.toBeAny()
})
