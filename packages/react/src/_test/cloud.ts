import type { HistoryTransaction, TokenBalance, Wallet } from '@foyer/core'
import { createFakeDirectoryFetch, createFakeWallets } from '@foyer/core/testing'
import { vi } from 'vitest'

export interface CloudAnswers {
  /** The directory's wallets (`GET /getWallets`); default 8 fake wallets. */
  wallets?: readonly Wallet[] | undefined
  /** `GET /v1/account/{address}/balance`; default none. */
  balances?: readonly TokenBalance[] | undefined
  /** `GET /v1/account/{address}/history`; default an empty first page. */
  history?: { data: readonly HistoryTransaction[]; next: string | null } | undefined
  /** `GET /v1/identity/{address}`; default no name and no avatar. */
  identity?: { name: string | null; avatar: string | null } | undefined
  /** Answers first when it returns a response (a failure, a held answer, another route). */
  respond?: ((url: URL, init?: RequestInit) => Response | Promise<Response> | undefined) | undefined
}

/**
 * Puts a fetch in place of the cloud's services (directory, blockchain API, project origins): each
 * answers from `answers` or an empty default, anything else is a 404. Records every request.
 */
export function stubCloud(answers: CloudAnswers = {}) {
  const requests: URL[] = []
  const directory = createFakeDirectoryFetch(answers.wallets ?? createFakeWallets(8))
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    requests.push(url)
    const own = await answers.respond?.(url, init)
    if (own) return own
    const path = url.pathname
    if (path.endsWith('/getWallets')) return directory.fetch(url)
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path))
      return Response.json({ balances: answers.balances ?? [] })
    if (/^\/v1\/account\/[^/]+\/history$/.test(path))
      return Response.json(answers.history ?? { data: [], next: null })
    if (path.startsWith('/v1/identity/'))
      return Response.json(answers.identity ?? { name: null, avatar: null })
    if (path === '/projects/v1/origins') return Response.json({ allowedOrigins: ['*'] })
    return Response.json({ message: `no stub for ${path}` }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { requests, fetch }
}

/** A response the test sends when it chooses (to see a loading state first). */
export function heldResponse() {
  let send: (response: Response) => void = () => {}
  const response = new Promise<Response>((resolve) => {
    send = resolve
  })
  return { response, send }
}
