import { Hono } from 'hono'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { getWalletsQuerySchema } from '../schemas/query.js'
import { listWallets } from '../wallets/listWallets.js'

/** `GET /getWallets`: the wallet directory, paged and filtered. */
export const walletRoutes = new Hono<CloudEnv>().get('/getWallets', async (c) => {
  const query = parseOrThrow(getWalletsQuerySchema, c.req.query(), 'query')
  const result = await listWallets(c.get('db'), query, {
    publicUrl: c.get('publicUrl'),
    projectId: c.get('project').projectId,
  })
  return c.json(result)
})
