import { onrampTreasuryAddress } from '@foyer/devnet'

type Env = Readonly<Record<string, string | undefined>>

/** The on-ramp provider the cloud sends buyers to, and the addresses it pays from (marked 'buy' in history). */
export interface OnrampConfig {
  /** Its checkout URL; the generator adds the order as query values. */
  providerUrl: string
  /** Lower-case addresses the provider delivers from. */
  treasuries: readonly string[]
}

/**
 * FOYER_ONRAMP_URL (default the local provider, http://localhost:5177) and FOYER_ONRAMP_TREASURY
 * (comma-separated; default the local provider's treasury).
 */
export function onrampConfigOf(env: Env = process.env): OnrampConfig {
  const url = env.FOYER_ONRAMP_URL || `http://localhost:${env.FOYER_ONRAMP_PORT || 5177}`
  if (!URL.canParse(url)) throw new Error(`FOYER_ONRAMP_URL=${url} is not a URL`)
  const treasuries = (env.FOYER_ONRAMP_TREASURY || onrampTreasuryAddress)
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  for (const address of treasuries)
    if (!/^0x[0-9a-f]{40}$/.test(address))
      throw new Error(`FOYER_ONRAMP_TREASURY: ${address} is not an address`)
  return { providerUrl: url.replace(/\/$/, ''), treasuries }
}
