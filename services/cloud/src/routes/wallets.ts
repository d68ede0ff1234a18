import { getWalletsQuerySchema } from '@foyer/wire'
import { Hono } from 'hono'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { listWallets } from '../wallets/listWallets.js'

/** `GET /getWallets`: the wallet directory, paged and filtered. */
export const walletRoutes = new Hono<CloudEnv>().get('/getWallets', async (c) => {
  const query = parseOrThrow(getWalletsQuerySchema, c.req.query(), 'query')
  const { projectId } = c.get('project')
  // The project id is part of every image URL, so it is part of the key.
  const key = JSON.stringify([
    projectId,
    query.page,
    query.entries,
    query.include,
    query.exclude,
    query.chains,
    query.search,
    query.badge_type,
  ])
  const body = await c
    .get('caches')
    .walletPages.getOrLoad(key, async () =>
      JSON.stringify(await listWallets(c.get('db'), query, { publicUrl: c.get('publicUrl'), projectId })),
    )
  return c.body(body, 200, { 'Content-Type': 'application/json' })
})
