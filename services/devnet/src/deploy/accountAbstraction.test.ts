import { createPublicClient, http, parseAbi, size } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  accountAbstractionAddresses,
  bundlerAccounts,
  create2DeployerAddress,
  entryPoint07Address,
  safeL2SingletonAddress,
  safeSingletonAddress,
} from '../accountAbstraction.js'
import { deployerAccount } from '../accounts.js'
import { DeployError } from '../errors.js'
import { type AnvilInstance, startAnvil } from '../node/anvil.js'
import {
  bundlerAccountBalance,
  deployAccountAbstraction,
  safeSingletonFactoryCode,
} from './accountAbstraction.js'
import { Sender } from './sender.js'

let anvil: AnvilInstance

beforeEach(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0, portEnvVar: 'FOYER_CHAIN_A_PORT' })
})

afterEach(async () => {
  await anvil?.stop()
})

async function fundedSender(): Promise<Sender> {
  const sender = new Sender(anvil.rpcUrl, 31337)
  await sender.client.request({
    method: 'anvil_setBalance',
    params: [sender.address, '0x3635c9adc5dea00000'],
  } as never)
  await sender.init()
  return sender
}

describe('deployAccountAbstraction', () => {
  it('puts EntryPoint v0.7 and Safe 1.4.1 with its 4337 module at their canonical addresses', async () => {
    const sender = await fundedSender()
    const nonce = await sender.client.getTransactionCount({ address: deployerAccount.address })
    expect(await deployAccountAbstraction(sender)).toEqual(accountAbstractionAddresses)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    for (const [name, address] of Object.entries(accountAbstractionAddresses)) {
      expect(size((await client.getCode({ address })) ?? '0x'), name).toBeGreaterThan(0)
    }
    // Safe's singleton factory runs the same code as anvil's CREATE2 deployer.
    expect(await client.getCode({ address: create2DeployerAddress })).toBe(safeSingletonFactoryCode)
    const version = parseAbi(['function VERSION() view returns (string)'])
    for (const address of [safeSingletonAddress, safeL2SingletonAddress]) {
      expect(await client.readContract({ address, abi: version, functionName: 'VERSION' })).toBe('1.4.1')
    }
    const module = await client.readContract({
      address: accountAbstractionAddresses.safe4337Module,
      abi: parseAbi(['function SUPPORTED_ENTRYPOINT() view returns (address)']),
      functionName: 'SUPPORTED_ENTRYPOINT',
    })
    expect(module).toBe(entryPoint07Address)
    const entryPointNonce = await client.readContract({
      address: entryPoint07Address,
      abi: parseAbi(['function getNonce(address sender, uint192 key) view returns (uint256)']),
      functionName: 'getNonce',
      args: [deployerAccount.address, 0n],
    })
    expect(entryPointNonce).toBe(0n)
    for (const account of Object.values(bundlerAccounts)) {
      expect(await client.getBalance({ address: account.address })).toBe(bundlerAccountBalance)
    }
    // Twelve calls to the factories and no other transaction from the deployer.
    expect(await client.getTransactionCount({ address: deployerAccount.address })).toBe(nonce + 12)
  })

  it('refuses a chain without the CREATE2 deployer', async () => {
    const sender = await fundedSender()
    await sender.client.request({ method: 'anvil_setCode', params: [create2DeployerAddress, '0x'] } as never)
    await expect(deployAccountAbstraction(sender)).rejects.toThrow(DeployError)
    await expect(deployAccountAbstraction(sender)).rejects.toThrow('CREATE2 deployer')
  })
})
