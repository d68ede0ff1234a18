import { addresses } from '@foyer/devnet'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseAbi,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

const factory = addresses[31337].testSmartAccountFactory
const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function getAddress(address owner, bytes32 salt) view returns (address)',
])

/** A TestSmartAccount (ERC-1271) of `owner` on the devnet: its address and how it signs a message. */
export interface TestSmartAccount {
  address: Hex
  deployed: boolean
  signMessage(message: string): Promise<Hex>
}

/**
 * The smart account of `owner` for `salt`, from the devnet's CREATE2 factory: deployed first when
 * `deploy` is true; otherwise counterfactual, signing with an ERC-6492 wrapper that deploys it.
 */
export async function testSmartAccount(
  rpcUrl: string,
  owner: PrivateKeyAccount,
  salt: string,
  deploy: boolean,
): Promise<TestSmartAccount> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const saltHash = keccak256(toHex(salt))
  const args = [owner.address, saltHash] as const
  const address = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args,
  })
  if (deploy) {
    const wallet = createWalletClient({ account: owner, transport: http(rpcUrl) })
    const hash = await wallet.writeContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'createAccount',
      args,
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  }
  const deployed = (await client.getCode({ address })) !== undefined
  return {
    address,
    deployed,
    async signMessage(message) {
      const signature = await owner.signMessage({ message })
      if (deployed) return signature
      return serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args }),
        signature,
      })
    },
  }
}
