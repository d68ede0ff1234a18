import type { DevnetChain } from '@foyer/devnet'
import {
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
  type Transport,
  BaseError as ViemBaseError,
} from 'viem'
import { InvalidParamsError, RequestFailedError, UnsupportedChainError } from './errors.js'
import type { WalletRequest } from './requests.js'

/** A request that the wallet signs or sends (chain switches are handled without a key). */
export type SigningRequest = Exclude<WalletRequest, { method: 'wallet_switchEthereumChain' }>

/**
 * Carries out an approved request with the wallet's key: signs personal_sign and
 * eth_signTypedData_v4, and signs and sends eth_sendTransaction on `chain`, returning the hash.
 *
 * @throws InvalidParamsError when the request is for another account; UnsupportedChainError when
 * it is for another chain; RequestFailedError when signing or sending fails (the node's short message).
 */
export async function executeRequest(
  request: SigningRequest,
  parameters: { account: LocalAccount; chain: DevnetChain; transport?: Transport },
): Promise<Hex> {
  const { account, chain } = parameters
  if (request.address.toLowerCase() !== account.address.toLowerCase()) {
    throw new InvalidParamsError('The request is for another account', { details: request.address })
  }
  if (request.chainId !== chain.id) {
    throw new UnsupportedChainError({
      details: `Request for chain ${request.chainId}, signing on ${chain.id}`,
    })
  }
  try {
    switch (request.method) {
      case 'personal_sign':
        return await account.signMessage({ message: { raw: request.message } })
      case 'eth_signTypedData_v4':
        return await account.signTypedData(request.typedData as Parameters<LocalAccount['signTypedData']>[0])
      case 'eth_sendTransaction': {
        const client = createWalletClient({ account, chain, transport: parameters.transport ?? http() })
        const { to, value, data, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce } =
          request.transaction
        // Legacy and EIP-1559 fee fields exclude each other in viem's types; pass whichever the dApp set.
        const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas }
        return await client.sendTransaction({
          to: to ?? null,
          value,
          data,
          gas,
          nonce,
          ...fees,
        } as Parameters<typeof client.sendTransaction>[0])
      }
    }
  } catch (error) {
    const shortMessage =
      error instanceof ViemBaseError
        ? error.shortMessage
        : request.method === 'eth_sendTransaction'
          ? 'Transaction error'
          : 'Signature failed'
    throw new RequestFailedError(shortMessage, { details: (error as Error).message, cause: error })
  }
}
