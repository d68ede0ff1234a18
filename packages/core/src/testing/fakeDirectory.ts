import type { Wallet } from '../types/wallet.js'

/** A directory id (64 hex characters) for wallet number `n`. */
export const fakeWalletId = (n: number) => n.toString(16).padStart(64, '0')

/** `count` directory wallets in wire format: 'Wallet 1', 'Wallet 2', ... with rdns `com.wallet{n}`. */
export function createFakeWallets(count: number): Wallet[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1
    return {
      id: fakeWalletId(n),
      name: `Wallet ${n}`,
      homepage: `https://wallet${n}.example`,
      image_id: `img-${n}`,
      image_url: `http://directory.example/getWalletImage/img-${n}`,
      order: n,
      mobile_link: `wallet${n}://`,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      rdns: `com.wallet${n}`,
      chains: ['eip155:1'],
    }
  })
}

export interface FakeDirectoryRequest {
  url: URL
}

/**
 * A fetch that answers `GET /getWallets` like the directory service (page, entries, search,
 * include, exclude) from `wallets`, and records each request. `respond` overrides an answer.
 */
export function createFakeDirectoryFetch(
  wallets: readonly Wallet[],
  respond?: (url: URL) => Response | undefined | Promise<Response | undefined>,
) {
  const requests: URL[] = []
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input))
    requests.push(url)
    const override = await respond?.(url)
    if (override) return override
    const q = url.searchParams
    const list = (key: string) => q.get(key)?.split(',') ?? []
    const search = q.get('search')?.toLowerCase()
    let matching = wallets.filter(
      (w) =>
        (!q.has('include') || list('include').includes(w.id)) &&
        !list('exclude').includes(w.id) &&
        (!search || w.name.toLowerCase().includes(search)),
    )
    if (search) matching = matching.slice(0, 100)
    const entries = Number(q.get('entries') ?? 40)
    const page = Number(q.get('page') ?? 1)
    const data = matching.slice((page - 1) * entries, page * entries)
    return Response.json({ count: matching.length, data })
  }
  return { fetch, requests }
}
