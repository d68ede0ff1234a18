import { type getWalletsQuerySchema, getWalletsResponseSchema } from '@foyer/wire'
import * as z from 'zod/mini'
import { apiGet } from '../api/request.js'
import { walletImageUrl } from '../api/url.js'
import type { WireQuery } from '../api/wireQuery.js'
import { MAX_SEARCH_RESULTS, WALLETS_PAGE_SIZE } from '../constants.js'
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { FetchWalletsParameters, Wallet, WalletsPage } from '../types/wallet.js'
import { issueMessage } from '../validation/issueMessage.js'

const ids = z.array(z.string().check(z.minLength(1)))
const parametersSchema = z.strictObject({
  page: z.optional(z.int().check(z.minimum(1))),
  entries: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_SEARCH_RESULTS))),
  search: z.optional(z.string().check(z.maxLength(100))),
  include: z.optional(ids),
  exclude: z.optional(ids),
  chains: z.optional(ids),
})

/** Directory ids are 64 hex characters; other excludeWalletIds entries (rdns, names) are filtered locally. */
export const isDirectoryId = (id: string) => /^[0-9a-f]{64}$/.test(id)

/**
 * One page of the wallet directory (`GET /getWallets`), validated both ways. Logos point at
 * `getWalletImage` on options.apiUrl. Throws InvalidOptionError for bad parameters, and the fetch
 * layer's HttpRequestError / InvalidResponseError.
 */
export async function fetchWallets(
  context: Pick<FoyerKernel, 'options' | 'store'>,
  parameters: FetchWalletsParameters = {},
  signal?: AbortSignal,
): Promise<WalletsPage> {
  const parsed = parametersSchema.safeParse(parameters, { error: issueMessage })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidOptionError(
      `fetchWallets.${issue?.path.join('.') ?? ''}`,
      issue?.message ?? 'is invalid',
    )
  }
  const { page = 1, entries = WALLETS_PAGE_SIZE, search, include, exclude, chains } = parsed.data
  const answer = await apiGet(
    context,
    '/getWallets',
    {
      page,
      entries,
      search: search?.trim(),
      include: include?.filter(isDirectoryId),
      exclude: exclude?.filter(isDirectoryId),
      chains,
    } satisfies WireQuery<typeof getWalletsQuerySchema>,
    getWalletsResponseSchema,
    signal,
  )
  return {
    count: answer.count,
    data: answer.data.map(
      (wallet): Wallet => ({
        ...wallet,
        image_url: wallet.image_id ? walletImageUrl(context.options, wallet.image_id) : wallet.image_url,
      }),
    ),
  }
}
