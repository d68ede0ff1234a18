import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  parseEther,
  size,
} from 'viem'
import {
  type AccountAbstractionContract,
  accountAbstractionAddresses,
  bundlerAccounts,
  create2DeployerAddress,
  entryPoint07Address,
  safeSingletonFactoryAddress,
} from '../accountAbstraction.js'
import { DeployError } from '../errors.js'
import type { Sender } from './sender.js'

const require = createRequire(import.meta.url)

/** The creation code of a contract from an npm package's hardhat build artifact. */
function initCode(specifier: string): Hex {
  const { bytecode } = JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as { bytecode?: unknown }
  if (typeof bytecode !== 'string' || !/^0x[0-9a-fA-F]+$/.test(bytecode)) {
    throw new Error(`${specifier} has no bytecode`)
  }
  return bytecode as Hex
}

/**
 * The salt eth-infinitism's deploy of EntryPoint v0.7 used with the CREATE2 deployer; with the 0.7.0
 * artifact's creation code it yields 0x0000000071727De22E5E9d8BAf0edAc6f37da032 (checked below).
 */
const entryPoint07Salt: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** Safe's contracts and the 4337 module went through their factories with a zero salt. */
const zeroSalt: Hex = `0x${'00'.repeat(32)}`

/**
 * Runtime code of Safe's singleton factory: the same CREATE2 proxy as the deployer anvil has at genesis
 * (calldata `salt ++ initCode`, returns the 20-byte address, reverts when the CREATE2 fails). On public
 * chains it is placed by a pre-signed transaction per chain id; here anvil_setCode puts it there.
 */
export const safeSingletonFactoryCode: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

interface DeterministicDeploy {
  name: Exclude<AccountAbstractionContract, 'senderCreator07' | 'safeSingletonFactory'>
  factory: Address
  salt: Hex
  initCode: Hex
}

const safeContracts = '@safe-global/safe-contracts/build/artifacts/contracts'
const safe4337 = '@safe-global/safe-4337/build/artifacts/contracts'

/** What goes where, in order: EntryPoint first (the 4337 module names it in its constructor). */
function deterministicDeploys(): DeterministicDeploy[] {
  const viaSafeFactory = (name: DeterministicDeploy['name'], artifact: string): DeterministicDeploy => ({
    name,
    factory: safeSingletonFactoryAddress,
    salt: zeroSalt,
    initCode: initCode(`${safeContracts}/${artifact}`),
  })
  return [
    {
      name: 'entryPoint07',
      factory: create2DeployerAddress,
      salt: entryPoint07Salt,
      initCode: initCode('@account-abstraction/contracts/artifacts/EntryPoint.json'),
    },
    viaSafeFactory('safeSingleton', 'Safe.sol/Safe.json'),
    viaSafeFactory('safeL2Singleton', 'SafeL2.sol/SafeL2.json'),
    viaSafeFactory('safeProxyFactory', 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json'),
    viaSafeFactory('multiSend', 'libraries/MultiSend.sol/MultiSend.json'),
    viaSafeFactory('multiSendCallOnly', 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json'),
    viaSafeFactory(
      'compatibilityFallbackHandler',
      'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
    ),
    viaSafeFactory('signMessageLib', 'libraries/SignMessageLib.sol/SignMessageLib.json'),
    viaSafeFactory('createCall', 'libraries/CreateCall.sol/CreateCall.json'),
    viaSafeFactory('simulateTxAccessor', 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json'),
    // Safe's 4337 contracts were deployed through the CREATE2 deployer (hardhat-deploy's default), not
    // Safe's factory: that is where their canonical addresses come from.
    {
      name: 'safe4337Module',
      factory: create2DeployerAddress,
      salt: zeroSalt,
      initCode: concat([
        initCode(`${safe4337}/Safe4337Module.sol/Safe4337Module.json`),
        encodeAbiParameters([{ type: 'address' }], [entryPoint07Address]),
      ]),
    },
    {
      name: 'safeModuleSetup',
      factory: create2DeployerAddress,
      salt: zeroSalt,
      initCode: initCode(`${safe4337}/SafeModuleSetup.sol/SafeModuleSetup.json`),
    },
  ]
}

/** The balance each bundler account starts with (the executor pays for the bundles). */
export const bundlerAccountBalance = parseEther('1000')

/**
 * Puts ERC-4337 EntryPoint v0.7 and Safe 1.4.1 with its 4337 module at their canonical addresses, and
 * funds the local bundler's accounts. Nothing here is a CREATE from the deployer (CREATE2 factories and
 * anvil_* calls only), so it moves none of the devnet's other addresses; it flushes and then checks
 * that every contract has code.
 */
export async function deployAccountAbstraction(
  sender: Sender,
): Promise<Record<AccountAbstractionContract, Address>> {
  const request = (method: string, params: unknown[]) =>
    sender.client.request({ method, params } as never) as Promise<unknown>
  const deployerCode = (await request('eth_getCode', [create2DeployerAddress, 'latest'])) as Hex
  if (deployerCode.toLowerCase() !== safeSingletonFactoryCode) {
    throw new DeployError(sender.chainId, `the CREATE2 deployer at ${create2DeployerAddress} is missing`)
  }
  await request('anvil_setCode', [safeSingletonFactoryAddress, safeSingletonFactoryCode])

  for (const deploy of deterministicDeploys()) {
    const expected = accountAbstractionAddresses[deploy.name]
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: deploy.factory,
      salt: deploy.salt,
      bytecode: deploy.initCode,
    })
    if (address.toLowerCase() !== expected.toLowerCase()) {
      throw new DeployError(sender.chainId, `${deploy.name} would land at ${address}, not at ${expected}`)
    }
    await sender.call(deploy.name, deploy.factory, concat([deploy.salt, deploy.initCode]))
  }

  for (const account of Object.values(bundlerAccounts)) {
    await request('anvil_setBalance', [account.address, `0x${bundlerAccountBalance.toString(16)}`])
  }

  await sender.flush()
  const codes = await Promise.all(
    Object.entries(accountAbstractionAddresses).map(async ([name, address]) => {
      const code = (await request('eth_getCode', [address, 'latest'])) as Hex
      return { name, address, empty: size(code) === 0 }
    }),
  )
  const missing = codes.find((entry) => entry.empty)
  if (missing) throw new DeployError(sender.chainId, `${missing.name} has no code at ${missing.address}`)
  return { ...accountAbstractionAddresses }
}
