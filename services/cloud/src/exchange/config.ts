import { portOf } from '@foyer/service-kit/ports'

type Env = Readonly<Record<string, string | undefined>>

/** The exchanges Pay offers: base URLs of services with the local exchange's API (services/exchange). */
export interface ExchangeConfig {
  urls: readonly string[]
}

/**
 * FOYER_EXCHANGE_URL: the exchanges' base URLs, comma-separated (default the local exchange,
 * http://localhost:<FOYER_EXCHANGE_PORT or 5179>). A hosted exchange with the same API replaces it.
 */
export function exchangeConfigOf(env: Env = process.env): ExchangeConfig {
  const raw = env.FOYER_EXCHANGE_URL || `http://localhost:${portOf('exchange', env)}`
  const urls = raw
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  for (const url of urls)
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`FOYER_EXCHANGE_URL: ${url} is not an http(s) URL`)
  return { urls }
}
