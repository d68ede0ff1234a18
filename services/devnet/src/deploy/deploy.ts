import { erc20Abi, parseEther, parseUnits } from 'viem'
import { testAccounts } from '../accounts.js'
import { type DevnetContracts, multicall3Address } from '../contracts.js'
import { exchangeHotWalletAddress } from '../exchange.js'
import { devnetNfts, nftTokenUri } from '../nfts.js'
import { onrampTreasuryAddress } from '../onramp.js'
import { devnetTokens, tokenSupply } from '../tokens.js'
import { foyerPunksAbi } from './abis.js'
import { deployAccountAbstraction } from './accountAbstraction.js'
import type { NpmArtifacts } from './artifacts.js'
import type { CompiledContracts } from './compile.js'
import { deployEns, deployNameZone, registerEnsNames } from './ens.js'
import { Sender } from './sender.js'
import { addPools, deployUniswap } from './uniswap.js'

export interface DeployParameters {
  rpcUrl: string
  chainId: number
  compiled: CompiledContracts
  npm: NpmArtifacts
}

/**
 * Brings a fresh chain to the devnet's known state. The order below is the address contract: every
 * contract address follows from the deployer's nonce, so reordering deploys changes the addresses
 * (and the committed src/generated/addresses.ts must be regenerated).
 */
export async function deployDevnet({
  rpcUrl,
  chainId,
  compiled,
  npm,
}: DeployParameters): Promise<DevnetContracts> {
  const sender = new Sender(rpcUrl, chainId)
  await sender.client.request({
    method: 'anvil_setBalance',
    params: [sender.address, `0x${parseEther('1000000').toString(16)}`],
  } as never)
  // Multicall3 lives at the same address on every public chain; wallets and viem expect it there.
  await sender.client.request({
    method: 'anvil_setCode',
    params: [multicall3Address, compiled.Multicall3.deployedBytecode],
  } as never)
  await sender.init()

  const uniswap = await deployUniswap(sender, npm)

  const tokenAddresses = {} as Record<(typeof devnetTokens)[number]['key'], `0x${string}`>
  for (const token of devnetTokens) {
    tokenAddresses[token.key] = await sender.deploy(
      token.symbol,
      compiled.FoyerToken.abi,
      compiled.FoyerToken.bytecode,
      [token.name, token.symbol, token.decimals, parseUnits(String(tokenSupply), token.decimals)],
    )
  }

  const foyerPunks = await sender.deploy('FoyerPunks', compiled.FoyerPunks.abi, compiled.FoyerPunks.bytecode)
  const ens = await deployEns(sender, npm, compiled)

  await registerEnsNames(sender, ens)
  const pairs = await addPools(sender, uniswap, tokenAddresses)

  const owner = testAccounts[0].address
  for (const nft of devnetNfts) {
    await sender.write(`mint punk ${nft.tokenId}`, foyerPunks, foyerPunksAbi, 'mint', [
      owner,
      nft.tokenId,
      nftTokenUri(nft),
    ])
  }

  for (const account of testAccounts) {
    for (const token of devnetTokens) {
      await sender.write(
        `${token.symbol} to account ${account.index}`,
        tokenAddresses[token.key],
        erc20Abi,
        'transfer',
        [account.address, parseUnits(String(token.perAccount), token.decimals)],
      )
    }
  }

  // Added last so that every earlier address stays where it was.
  const nameResolver = await deployNameZone(sender, compiled, ens)
  const testSmartAccountFactory = await sender.deploy(
    'TestSmartAccountFactory',
    compiled.TestSmartAccountFactory.abi,
    compiled.TestSmartAccountFactory.bytecode,
  )

  // The local on-ramp provider's treasury pays purchases out of this (services/onramp); funded here, in
  // the snapshot, so no process shares the deployer's nonce at start-up. Last: no address moves.
  await sender.client.request({
    method: 'anvil_setBalance',
    params: [onrampTreasuryAddress, `0x${parseEther('10000').toString(16)}`],
  } as never)
  for (const token of devnetTokens) {
    if (token.key === 'zero') continue
    await sender.write(
      `${token.symbol} to the on-ramp treasury`,
      tokenAddresses[token.key],
      erc20Abi,
      'transfer',
      [onrampTreasuryAddress, parseUnits('5000000', token.decimals)],
    )
  }

  // ERC-4337 EntryPoint v0.7 and Safe 1.4.1 with its 4337 module at their canonical addresses (CREATE2
  // factories only, so no CREATE address above moves), and the local bundler's accounts funded.
  const accountAbstraction = await deployAccountAbstraction(sender)

  // The local exchange's hot wallet sends Pay withdrawals from this (services/exchange). Last of all, after
  // the CREATE2 deploys: it changes only the deployer's nonce, and nothing is deployed after it.
  await sender.client.request({
    method: 'anvil_setBalance',
    params: [exchangeHotWalletAddress, `0x${parseEther('10000').toString(16)}`],
  } as never)
  for (const token of devnetTokens) {
    if (token.key === 'zero') continue
    await sender.write(
      `${token.symbol} to the exchange's hot wallet`,
      tokenAddresses[token.key],
      erc20Abi,
      'transfer',
      [exchangeHotWalletAddress, parseUnits('5000000', token.decimals)],
    )
  }

  await sender.flush()

  return {
    ...uniswap,
    ...tokenAddresses,
    foyerPunks,
    ...ens,
    multicall3: multicall3Address,
    ...pairs,
    nameResolver,
    testSmartAccountFactory,
    ...accountAbstraction,
  }
}
