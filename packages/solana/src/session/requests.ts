// The requests whose parameters are checked before their code loads (@solana/kit arrives with that code).
import type { CaipNetwork } from '@foyer/core'
import type { TokenBalance } from '../actions/tokenBalance.js'
import type { SolanaCore } from '../internal/family.js'
import {
  accountParametersSchema,
  addressSchema,
  parseParameters,
  signMessageParametersSchema,
} from '../internal/schemas.js'

/** SolanaAdapter.getBalance: SOL in whole units. */
export async function getBalance(
  core: SolanaCore,
  parameters: { address: string; network: CaipNetwork },
): Promise<{ balance: string; symbol: string }> {
  const { address } = parseParameters(accountParametersSchema, parameters)
  return (await import('../actions/balance.js')).getBalance(core.resolve(parameters.network), address)
}

/** SolanaAdapter.getTokenBalance: what `address` holds of the SPL token `token`. */
export async function getTokenBalance(
  core: SolanaCore,
  parameters: { address: string; token: string; network: CaipNetwork },
): Promise<TokenBalance> {
  const { address } = parseParameters(accountParametersSchema, parameters)
  const token = parseParameters(addressSchema, parameters.token)
  return (await import('../actions/tokenBalance.js')).getTokenBalance(
    core.resolve(parameters.network),
    address,
    token,
  )
}

/** SolanaAdapter.signMessage: the ed25519 signature in base58. */
export async function signMessage(
  core: SolanaCore,
  parameters: { message: string; address: string },
): Promise<string> {
  const { message, address } = parseParameters(signMessageParametersSchema, parameters)
  return (await import('../actions/sign.js')).signMessage(core.connection, core.network, message, address)
}
