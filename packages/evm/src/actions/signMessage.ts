/** Loaded with import() on the first sign-in: signing is not on the page-load path. */
import { type Config, signMessage as wagmiSignMessage } from '@wagmi/core'
import type { Address } from 'viem'
import { mapWalletError } from '../errors/mapWalletError.js'

/** EIP-191 personal_sign of `message` by the connected account, through wagmi (any connector). */
export async function signMessage(config: Config, message: string, address: string): Promise<string> {
  try {
    return await wagmiSignMessage(config, { message, account: address as Address })
  } catch (error) {
    throw mapWalletError(error, 'signatureDeclined')
  }
}
