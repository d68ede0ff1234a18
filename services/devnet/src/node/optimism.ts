import { join } from 'node:path'
import { envPort } from '@foyer/service-kit/ports'
import { createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { testAccounts, testMnemonic } from '../accounts.js'
import { compileContracts } from '../deploy/compile.js'
import { farcasterIdRegistryAddress, farcasterTestUsers, optimismStandInChainId } from '../farcaster.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { resolveStateDir } from './paths.js'

/** Where the Optimism stand-in listens unless FOYER_CHAIN_OP_PORT says otherwise. */
export const defaultOptimismPort = 8547
export const optimismPortEnvVar = 'FOYER_CHAIN_OP_PORT'

export interface OptimismStandIn {
  rpcUrl: string
  stop(): Promise<void>
}

/**
 * Chain 10, playing OP Mainnet for Sign In With Farcaster: Farcaster's IdRegistry stand-in at the real
 * registry's address (anvil_setCode), with the devnet's test fids registered to their custody keys.
 * Nothing else lives there, so it starts from genesis each time (no snapshot) in well under a second.
 */
export async function startOptimismStandIn(
  options: { port?: number; stateDir?: string; onLog?: (line: string) => void } = {},
): Promise<OptimismStandIn> {
  const port = options.port ?? envPort(optimismPortEnvVar, defaultOptimismPort, process.env, { listen: true })
  const compiled = await compileContracts(join(resolveStateDir(options.stateDir), 'solc-cache'))
  const anvil: AnvilInstance = await startAnvil({
    chainId: optimismStandInChainId,
    port,
    portEnvVar: optimismPortEnvVar,
    ...(options.onLog ? { onLog: options.onLog } : {}),
  })
  try {
    const chain = defineChain({
      id: optimismStandInChainId,
      name: 'OP Mainnet (devnet stand-in)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const transport = http(anvil.rpcUrl, { retryCount: 0 })
    const client = createPublicClient({ chain, transport })
    await client.request({
      method: 'anvil_setCode',
      params: [farcasterIdRegistryAddress, compiled.FarcasterIdRegistry.deployedBytecode],
    } as never)
    // A fresh anvil funds only the first ten test accounts.
    const funded = testAccounts[0]
    if (!funded) throw new Error('No funded test account')
    const wallet = createWalletClient({
      account: privateKeyToAccount(funded.privateKey),
      chain,
      transport,
    })
    const { abi } = compiled.FarcasterIdRegistry
    for (const user of farcasterTestUsers) {
      const custody = mnemonicToAccount(testMnemonic, { addressIndex: user.custodyIndex }).address
      const hash = await wallet.writeContract({
        address: farcasterIdRegistryAddress,
        abi,
        functionName: 'register',
        args: [BigInt(user.fid), custody],
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      if (receipt.status !== 'success') throw new Error(`Registering fid ${user.fid} reverted`)
    }
    return { rpcUrl: anvil.rpcUrl, stop: () => anvil.stop() }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
