import type { Address } from 'viem'
import type { TestAccount } from './accounts.js'

/**
 * ERC-4337 EntryPoint v0.7 (`@account-abstraction/contracts` 0.7.0) at its canonical address, the one
 * viem's `entryPoint07Address` names. The devnet deploys it through the CREATE2 deployer with the salt
 * of the canonical deployment, so it lands where it does on public chains.
 */
export const entryPoint07Address: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** The SenderCreator the EntryPoint v0.7 creates in its constructor (its first CREATE). */
export const senderCreator07Address: Address = '0xEFC2c1444eBCC4Db75e7613d20C6a62fF67A167C'

/** The deterministic deployment proxy (CREATE2 deployer) anvil has at genesis, as public chains do. */
export const create2DeployerAddress: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** Safe's singleton factory (the CREATE2 factory Safe's contracts are deployed through). */
export const safeSingletonFactoryAddress: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7'

/** Safe 1.4.1's singleton (`Safe`, not `SafeL2`): the one permissionless' `toSafeSmartAccount` uses. */
export const safeSingletonAddress: Address = '0x41675C099F32341bf84BFc5382aF534df5C7461a'
/** Safe 1.4.1's `SafeL2` singleton (emits events for indexers). */
export const safeL2SingletonAddress: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
/** Safe 1.4.1's SafeProxyFactory. */
export const safeProxyFactoryAddress: Address = '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67'
/** Safe 1.4.1's MultiSend (delegate-called for batches that may include delegate calls). */
export const multiSendAddress: Address = '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526'
/** Safe 1.4.1's MultiSendCallOnly (batches of plain calls). */
export const multiSendCallOnlyAddress: Address = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2'
/** Safe 1.4.1's CompatibilityFallbackHandler (ERC-1271 and token callbacks for Safes without the 4337 module). */
export const compatibilityFallbackHandlerAddress: Address = '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'
/** Safe 1.4.1's SignMessageLib. */
export const signMessageLibAddress: Address = '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9'
/** Safe 1.4.1's CreateCall. */
export const createCallAddress: Address = '0x9b35Af71d77eaf8d7e40252370304687390A1A52'
/** Safe 1.4.1's SimulateTxAccessor. */
export const simulateTxAccessorAddress: Address = '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199'
/**
 * Safe4337Module 0.3.0 (`@safe-global/safe-4337`) for EntryPoint v0.7: the Safe's module and fallback
 * handler (it is a CompatibilityFallbackHandler too, so a Safe using it answers ERC-1271).
 */
export const safe4337ModuleAddress: Address = '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226'
/** SafeModuleSetup 0.3.0: enables the 4337 module while a Safe is set up. */
export const safeModuleSetupAddress: Address = '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47'

/**
 * Every smart-account contract the devnet puts on chains 31337 and 31338, at the addresses public chains
 * have them (and the defaults of viem and permissionless' `toSafeSmartAccount` 1.4.1 with EntryPoint 0.7).
 */
export const accountAbstractionAddresses = {
  entryPoint07: entryPoint07Address,
  senderCreator07: senderCreator07Address,
  safeSingletonFactory: safeSingletonFactoryAddress,
  safeSingleton: safeSingletonAddress,
  safeL2Singleton: safeL2SingletonAddress,
  safeProxyFactory: safeProxyFactoryAddress,
  multiSend: multiSendAddress,
  multiSendCallOnly: multiSendCallOnlyAddress,
  compatibilityFallbackHandler: compatibilityFallbackHandlerAddress,
  signMessageLib: signMessageLibAddress,
  createCall: createCallAddress,
  simulateTxAccessor: simulateTxAccessorAddress,
  safe4337Module: safe4337ModuleAddress,
  safeModuleSetup: safeModuleSetupAddress,
} as const satisfies Record<string, Address>

/** The names of {@link accountAbstractionAddresses}. */
export type AccountAbstractionContract = keyof typeof accountAbstractionAddresses

/**
 * The local bundler's keys (m/44'/60'/0'/0/17 and /18 of the public test mnemonic; no other part of the
 * stack uses these indices). The executor sends the bundles; the utility account deploys the bundler's
 * simulation contracts and refills the executor. Both are funded in the devnet's snapshot. Public test
 * keys: never for real funds.
 */
export const bundlerAccounts = {
  executor: {
    index: 17,
    address: '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
    privateKey: '0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd',
  },
  utility: {
    index: 18,
    address: '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
    privateKey: '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0',
  },
} as const satisfies Record<string, TestAccount>
