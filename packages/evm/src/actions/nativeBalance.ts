import { type Client, formatUnits } from 'viem'
import { getBalance } from 'viem/actions'

/**
 * The viem read behind getBalance, loaded with import() on the first balance: viem's getBalance
 * brings contract-call and ABI code (for its multicall path) that no page needs before an account
 * is connected.
 */
export async function readNativeBalance(
  client: Client,
  parameters: { address: `0x${string}`; decimals: number },
): Promise<string> {
  const value = await getBalance(client, { address: parameters.address })
  return formatUnits(value, parameters.decimals)
}
