import { type Config, sendTransaction, writeContract } from '@wagmi/core'
import { type Client, erc20Abi } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { WalletRequestError } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import type { TransferParameters } from './estimateSend.js'

/**
 * Asks the connected wallet to send the native currency (`sendTransaction`) or an ERC-20 token
 * (`transfer` through `writeContract`) on `chainId`, then waits for the receipt on `client`.
 * Loaded with import() on the first send.
 * @throws UserRejectedRequestError ('User rejected the request.') when the visitor declines;
 * WalletRequestError with the wallet's short message, or 'Transaction error' when the
 * transaction reverted.
 */
export async function sendTokens(
  config: Config,
  client: Client,
  parameters: TransferParameters & { chainId: number },
): Promise<{ hash: `0x${string}` }> {
  const { to, amount, token, chainId, from } = parameters
  let hash: `0x${string}`
  try {
    hash = token
      ? await writeContract(config, {
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
          chainId,
          account: from,
        })
      : await sendTransaction(config, { to, value: amount, chainId, account: from })
  } catch (error) {
    throw mapWalletError(error, 'transactionError')
  }
  const receipt = await waitForTransactionReceipt(client, { hash }).catch((error: unknown) => {
    throw mapWalletError(error, 'transactionError')
  })
  if (receipt.status !== 'success')
    throw new WalletRequestError('Transaction error', {
      details: `Transaction ${hash} reverted`,
      messageId: 'transactionError',
    })
  return { hash }
}

/**
 * Asks the connected wallet to send a prepared call (`to`, `data`, `value`, optional `gas`) on
 * `chainId` and waits for its receipt; errors as sendTokens.
 */
export async function sendCall(
  config: Config,
  client: Client,
  parameters: {
    from: `0x${string}`
    to: `0x${string}`
    data: `0x${string}`
    value: bigint
    gas?: bigint | undefined
    chainId: number
  },
): Promise<{ hash: `0x${string}` }> {
  const { from, to, data, value, gas, chainId } = parameters
  let hash: `0x${string}`
  try {
    hash = await sendTransaction(config, { to, data, value, chainId, account: from, ...(gas ? { gas } : {}) })
  } catch (error) {
    throw mapWalletError(error, 'transactionError')
  }
  const receipt = await waitForTransactionReceipt(client, { hash }).catch((error: unknown) => {
    throw mapWalletError(error, 'transactionError')
  })
  if (receipt.status !== 'success')
    throw new WalletRequestError('Transaction error', {
      details: `Transaction ${hash} reverted`,
      messageId: 'transactionError',
    })
  return { hash }
}
