// The adapter's requests that check parameters before loading their action: the parameter schemas come
// with this chunk, the actions (Esplora reads, the wallet's signer, @scure/btc-signer) with their own.
import type { CaipNetwork } from '@foyer/core'
import type { SignPsbtParameters, SignPsbtResult } from '../actions/signPsbt.js'
import type { BitcoinCore } from '../internal/adapterCore.js'
import {
  accountParametersSchema,
  parseParameters,
  signMessageParametersSchema,
  signPsbtParametersSchema,
} from '../internal/schemas.js'

/** BitcoinAdapter.getBalance: the address's BTC from the network's Esplora API. */
export async function getBalance(
  core: BitcoinCore,
  parameters: { address: string; network: CaipNetwork },
): Promise<{ balance: string; symbol: string }> {
  const { address } = parseParameters(accountParametersSchema, parameters)
  const { getBalance: read } = await import('../actions/balance.js')
  return read(core.resolve(parameters.network), address)
}

/** BitcoinAdapter.signMessage: BIP-322 by the connected wallet, with `address` or its payment address. */
export async function signMessage(
  core: BitcoinCore,
  parameters: { message: string; address?: string | undefined },
): Promise<string> {
  const { message, address } = parseParameters(signMessageParametersSchema, parameters)
  const { signMessage: sign } = await import('../actions/message.js')
  return sign(core.connection, core.network, message, address)
}

/** BitcoinAdapter.signPsbt: the wallet signs (and with `broadcast`, someone broadcasts) a PSBT. */
export async function signPsbt(core: BitcoinCore, parameters: SignPsbtParameters): Promise<SignPsbtResult> {
  const parsed = parseParameters(signPsbtParametersSchema, parameters)
  const { signPsbt: sign } = await import('../actions/signPsbt.js')
  return sign(core.connection, core.network, parsed)
}
