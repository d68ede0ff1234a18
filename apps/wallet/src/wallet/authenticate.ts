import type { WalletKitTypes } from '@reown/walletkit'
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import { UnsupportedChainError } from './errors.js'

/** A one-click sign-in request (wc_sessionAuthenticate) as the wallet shows it. */
export interface AuthenticateSummary {
  /** The chains of the request the wallet has, in the dApp's order. */
  chains: string[]
  /** The text signed for the first chain (EIP-4361), shown to the visitor. */
  message: string
  payload: AuthTypes.PayloadParams
}

type FormatMessage = (params: { request: AuthTypes.BaseAuthRequestParams; iss: string }) => string

/** Narrows the request to the wallet's chains and methods and shows what it signs. */
export function describeAuthenticate(
  event: WalletKitTypes.SessionAuthenticate,
  options: { address: string; chains: readonly string[]; methods: readonly string[]; format: FormatMessage },
): AuthenticateSummary {
  const payload = populateAuthPayload({
    authPayload: event.params.authPayload,
    chains: [...options.chains],
    methods: [...options.methods],
  })
  if (payload.chains.length === 0)
    throw new UnsupportedChainError({
      details: `The dApp asks for ${event.params.authPayload.chains.join(', ')}`,
    })
  const first = payload.chains[0] as string
  return {
    chains: payload.chains,
    message: options.format({ request: payload, iss: `did:pkh:${first}:${options.address}` }),
    payload,
  }
}

/** One CACAO per chain, each the account's EIP-191 signature of that chain's message. */
export async function signAuthenticate(
  summary: AuthenticateSummary,
  account: LocalAccount,
  format: FormatMessage,
): Promise<AuthTypes.Cacao[]> {
  const auths: AuthTypes.Cacao[] = []
  for (const chain of summary.chains) {
    const iss = `did:pkh:${chain}:${account.address}`
    const message = format({ request: summary.payload, iss })
    const signature = await account.signMessage({ message })
    auths.push(buildAuthObject(summary.payload, { t: 'eip191', s: signature }, iss))
  }
  return auths
}
