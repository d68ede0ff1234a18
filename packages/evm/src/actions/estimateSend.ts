import { type Client, encodeFunctionData, erc20Abi } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'
import { mapWalletError } from '../errors/mapWalletError.js'

export interface TransferParameters {
  from: `0x${string}`
  to: `0x${string}`
  /** In the token's smallest unit. */
  amount: bigint
  /** ERC-20 contract; undefined for the native currency. */
  token?: `0x${string}` | undefined
}

/** The call a transfer makes: a plain value transfer, or the token contract's `transfer(to, amount)`. */
function transferCall(parameters: TransferParameters): {
  to: `0x${string}`
  value?: bigint
  data?: `0x${string}`
} {
  const { to, amount, token } = parameters
  if (!token) return { to, value: amount }
  return {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  }
}

/**
 * Network fee of a transfer in wei: the gas the chain estimates for it times the current gas price.
 * Loaded with import() on the first estimate (Send views only).
 * @throws WalletRequestError with the node's short message when the estimate fails (e.g. the sender
 * cannot pay the amount).
 */
export async function estimateSend(client: Client, parameters: TransferParameters): Promise<{ fee: bigint }> {
  try {
    const [gas, gasPrice] = await Promise.all([
      estimateGas(client, { account: parameters.from, ...transferCall(parameters) }),
      getGasPrice(client),
    ])
    return { fee: gas * gasPrice }
  } catch (error) {
    throw mapWalletError(error, 'transactionError')
  }
}
