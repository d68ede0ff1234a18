import { verifyMessage } from 'viem'

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`. Recovery only, so externally owned
 * accounts: a smart account's ERC-1271 or ERC-6492 signature needs its chain (createCloudSiwx checks those).
 */
export async function verifyEvmSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]*$/.test(parameters.signature)) return false
  return verifyMessage({
    address: parameters.address as `0x${string}`,
    message: parameters.message,
    signature: parameters.signature as `0x${string}`,
  }).catch(() => false)
}
