// The cloud's side of the exchanges behind Pay: who they are (read from each one's /api/info and kept a
// short while), payment sessions and their status. The API is the local exchange's (services/exchange).
import { z } from 'zod'
import { TtlCache } from '../http/ttlCache.js'
import type { ExchangeConfig } from './config.js'

const infoSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(100),
  imageUrl: z.string().max(2000),
  assets: z.array(
    z.object({ asset: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) }),
  ),
})
const createdSchema = z.object({ sessionId: z.string().min(1).max(128), url: z.url() })
const statusSchema = z.object({
  status: z.enum(['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']),
  txHash: z.string().optional(),
  reason: z.string().optional(),
})
const errorSchema = z.object({ code: z.string(), message: z.string() })

interface ExchangeInfo extends z.infer<typeof infoSchema> {
  /** Its API's base URL. */
  url: string
}
type ExchangeStatus = z.infer<typeof statusSchema>

/** The exchange did not answer, or answered something else than its API. */
export class ExchangeUnavailableError extends Error {
  override name = 'ExchangeUnavailableError'
}

/** How long one call to an exchange may take. */
const TIMEOUT_MS = 10_000
/** Who an exchange is changes rarely: read again after a minute. */
const INFO_TTL_MS = 60_000

interface ExchangeDirectoryOptions {
  fetch?: typeof fetch
  /** Where an exchange that does not answer /api/info is reported (default console.warn). */
  onUnavailable?: (url: string, error: unknown) => void
}

export function createExchangeDirectory(config: ExchangeConfig, options: ExchangeDirectoryOptions = {}) {
  const http = options.fetch ?? fetch
  const infos = new TtlCache<ExchangeInfo>(INFO_TTL_MS)
  const warn =
    options.onUnavailable ?? ((url, error) => console.warn(`[cloud] exchange ${url}: ${String(error)}`))

  async function call<T extends z.ZodType>(
    url: string,
    schema: T,
    init?: RequestInit,
  ): Promise<
    { ok: true; value: z.output<T> } | { ok: false; status: number; error: z.output<typeof errorSchema> }
  > {
    let response: Response
    let body: unknown
    try {
      response = await http(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
      body = await response.json()
    } catch (error) {
      throw new ExchangeUnavailableError(`${url} did not answer`, { cause: error })
    }
    if (response.ok) {
      const parsed = schema.safeParse(body)
      if (parsed.success) return { ok: true, value: parsed.data }
    } else if (response.status < 500) {
      const parsed = errorSchema.safeParse(body)
      if (parsed.success) return { ok: false, status: response.status, error: parsed.data }
    }
    throw new ExchangeUnavailableError(`${url} answered ${response.status} with something else than its API`)
  }

  const infoOf = (url: string) =>
    infos.getOrLoad(url, async () => {
      const answer = await call(`${url}/api/info`, infoSchema)
      if (!answer.ok) throw new ExchangeUnavailableError(`${url}/api/info answered ${answer.status}`)
      return { ...answer.value, url }
    })

  return {
    /** The exchanges that answer, in configuration order; one that does not is left out (and reported). */
    async list(): Promise<ExchangeInfo[]> {
      const settled = await Promise.allSettled(config.urls.map(infoOf))
      return settled.flatMap((result, index) => {
        if (result.status === 'fulfilled') return [result.value]
        warn(config.urls[index] as string, result.reason)
        return []
      })
    },

    async find(id: string): Promise<ExchangeInfo | undefined> {
      return (await this.list()).find((exchange) => exchange.id === id)
    },

    /** A payment session at `exchange`; `refused` carries the exchange's message (an unsupported asset). */
    async createSession(
      exchange: ExchangeInfo,
      request: { asset: string; amount: bigint; recipient: string },
    ): Promise<{ url: string; sessionId: string } | { refused: string }> {
      const answer = await call(`${exchange.url}/api/sessions`, createdSchema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, amount: request.amount.toString() }),
      })
      return answer.ok ? answer.value : { refused: answer.error.message }
    },

    /** A session's status; UNKNOWN when the exchange does not know it. */
    async status(exchange: ExchangeInfo, sessionId: string): Promise<ExchangeStatus> {
      const answer = await call(`${exchange.url}/api/sessions/${encodeURIComponent(sessionId)}`, statusSchema)
      if (answer.ok) return answer.value
      if (answer.status === 404) return { status: 'UNKNOWN' }
      throw new ExchangeUnavailableError(`${exchange.url} refused a status read: ${answer.error.message}`)
    },
  }
}

export type ExchangeDirectory = ReturnType<typeof createExchangeDirectory>
