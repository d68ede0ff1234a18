/**
 * @foyer/devnet: browser-safe description of the local devnet (chains, test accounts, contract
 * addresses, ENS names, NFTs), of the Solana ledgers (networks, test keys, the USDC mint) and of the
 * Bitcoin regtest ledger (network, test keys). Starting them lives in `@foyer/devnet/node`.
 */
export {
  type AccountAbstractionContract,
  accountAbstractionAddresses,
  bundlerAccounts,
  compatibilityFallbackHandlerAddress,
  create2DeployerAddress,
  createCallAddress,
  entryPoint07Address,
  multiSendAddress,
  multiSendCallOnlyAddress,
  safe4337ModuleAddress,
  safeL2SingletonAddress,
  safeModuleSetupAddress,
  safeProxyFactoryAddress,
  safeSingletonAddress,
  safeSingletonFactoryAddress,
  senderCreator07Address,
  signMessageLibAddress,
  simulateTxAccessorAddress,
} from './accountAbstraction.js'
export { deployerAccount, type TestAccount, testAccounts, testMnemonic } from './accounts.js'
export {
  type BitcoinTestAccount,
  type BitcoinTestKey,
  bitcoinMinerKey,
  bitcoinTestAccountFunding,
  bitcoinTestAccounts,
} from './bitcoinAccounts.js'
export { type BitcoinAddressParams, type BitcoinNetwork, bitcoinRegtestNetwork } from './bitcoinNetwork.js'
export { chainNames, type DevnetChain, devnetChain, devnetChainA, devnetChainB } from './chains.js'
export {
  chainAId,
  chainBId,
  type DevnetChainId,
  defaultPorts,
  devnetChainIds,
  devnetHost,
  portEnvVars,
  stateDirEnvVar,
} from './constants.js'
export { type AccountAbstractionContracts, type DevnetContracts, multicall3Address } from './contracts.js'
export {
  type DevnetEnsName,
  defaultNameGatewayUrl,
  ensNames,
  foyerAvatar,
  nameGatewayPath,
  nameGatewaySigner,
  nameZone,
} from './ens-names.js'
export {
  AnvilNotFoundError,
  AnvilStartError,
  CompileError,
  DeployError,
  DevnetError,
  type DevnetErrorCode,
  InvalidDevnetOptionsError,
  PortBusyError,
} from './errors.js'
export { exchangeHotWalletAddress, exchangeHotWalletIndex } from './exchange.js'
export {
  type FarcasterTestUser,
  farcasterIdRegistryAddress,
  farcasterTestUsers,
  optimismStandInChainId,
} from './farcaster.js'
export { addresses } from './generated/addresses.js'
export { type DevnetNft, devnetNfts, foyerPunksCollection, nftTokenUri, spamNftTokenId } from './nfts.js'
export { onrampTreasuryAddress, onrampTreasuryIndex } from './onramp.js'
export {
  type SolanaTestAccount,
  type SolanaTokenMint,
  solanaTestAccountLamports,
  solanaTestAccounts,
  solanaUsdcMint,
} from './solanaAccounts.js'
export {
  type SolanaNetwork,
  type SolanaNetworkId,
  solanaNetworkIds,
  solanaNetworks,
} from './solanaNetworks.js'
export { type DevnetToken, devnetTokens, poolLiquidity, tokenSupply } from './tokens.js'
