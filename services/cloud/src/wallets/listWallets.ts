import type { GetWalletsResponse, Wallet } from '@foyer/wire'
import { type GetWalletsQuery, MAX_SEARCH_RESULTS } from '@foyer/wire'
import type { Queryable } from '../db/types.js'

interface WalletRow {
  id: string
  name: string
  homepage: string
  image_id: string
  display_order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  rdns: string | null
  chains: string[]
  injected: Wallet['injected']
  badge_type: Wallet['badge_type']
  total: number
}

export interface ListWalletsContext {
  /** Base of absolute image URLs, e.g. `http://127.0.0.1:4000`. */
  publicUrl: string
  /** Added to image URLs so an img tag can load them (every GET needs a project id). */
  projectId: string
}

// LIKE treats % _ and \ specially; a search for "50%" must match the text "50%".
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}

/**
 * The chain filter: a wallet matches a requested chain it lists. A requested chain that no wallet of
 * the directory lists (a devnet, a new chain: `eip155:31337`) matches every wallet that supports a
 * chain of its namespace instead, so a dApp on such a chain still sees the wallets that can serve it.
 */
async function chainFilter(db: Queryable, chains: readonly string[], bind: (value: unknown) => string) {
  const { rows } = await db.query<{ chain: string }>(
    'SELECT DISTINCT chain FROM wallets, unnest(chains) AS chain WHERE chain = ANY($1::text[])',
    [chains],
  )
  const listed = new Set(rows.map((row) => row.chain))
  const namespaces = [
    ...new Set(chains.filter((chain) => !listed.has(chain)).map((chain) => chain.split(':')[0])),
  ]
  const exact = `chains && ${bind([...listed])}::text[]`
  if (namespaces.length === 0) return exact
  return `(${exact} OR EXISTS (SELECT 1 FROM unnest(chains) AS chain WHERE split_part(chain, ':', 1) = ANY(${bind(namespaces)}::text[])))`
}

/**
 * One page of the wallet directory. Filters combine with AND; `count` is the total matching before
 * paging. A search matches names case-insensitively, ranks exact matches, then prefixes, then other
 * substrings, and stops at {@link MAX_SEARCH_RESULTS} results.
 */
export async function listWallets(
  db: Queryable,
  query: GetWalletsQuery,
  context: ListWalletsContext,
): Promise<GetWalletsResponse> {
  const params: unknown[] = []
  const bind = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where: string[] = []
  if (query.include?.length) where.push(`id = ANY(${bind(query.include)}::text[])`)
  if (query.exclude?.length) where.push(`NOT (id = ANY(${bind(query.exclude)}::text[]))`)
  if (query.chains?.length) where.push(await chainFilter(db, query.chains, bind))
  if (query.badge_type === 'certified') where.push(`badge_type = 'certified'`)
  const search = query.search ? query.search.toLowerCase() : undefined
  let rank = '0'
  if (search) {
    const exact = bind(search)
    const prefix = bind(`${escapeLike(search)}%`)
    const anywhere = bind(`%${escapeLike(search)}%`)
    where.push(`lower(name) LIKE ${anywhere}`)
    rank = `CASE WHEN lower(name) = ${exact} THEN 0 WHEN lower(name) LIKE ${prefix} THEN 1 ELSE 2 END`
  }
  const cap = search ? MAX_SEARCH_RESULTS : Number.MAX_SAFE_INTEGER
  const offset = (query.page - 1) * query.entries
  const limit = Math.max(0, Math.min(query.entries, cap - offset))
  // One round trip: the window count is taken before LIMIT; the outer join keeps it when the page is empty.
  const sql = `
    WITH matching AS (
      SELECT *, ${rank} AS rank FROM wallets ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ), page AS (
      SELECT * FROM matching ORDER BY rank, display_order, name, id LIMIT ${bind(limit)} OFFSET ${bind(offset)}
    )
    SELECT page.*, (SELECT count(*) FROM matching)::int AS total
    FROM (SELECT 1) AS one LEFT JOIN page ON true
    ORDER BY page.rank, page.display_order, page.name, page.id`
  const { rows } = await db.query<WalletRow | (Partial<WalletRow> & { total: number; id: null })>(sql, params)
  const total = rows[0]?.total ?? 0
  const imageQuery = `?projectId=${encodeURIComponent(context.projectId)}`
  const data: Wallet[] = []
  for (const row of rows) {
    if (row.id === null) continue
    const wallet = row as WalletRow
    data.push({
      id: wallet.id,
      name: wallet.name,
      homepage: wallet.homepage,
      image_id: wallet.image_id,
      image_url: `${context.publicUrl}/getWalletImage/${encodeURIComponent(wallet.image_id)}${imageQuery}`,
      order: wallet.display_order,
      mobile_link: wallet.mobile_link,
      desktop_link: wallet.desktop_link,
      webapp_link: wallet.webapp_link,
      app_store: wallet.app_store,
      play_store: wallet.play_store,
      rdns: wallet.rdns,
      chains: wallet.chains,
      injected: wallet.injected,
      badge_type: wallet.badge_type,
    })
  }
  return { count: Math.min(total, cap), data }
}
