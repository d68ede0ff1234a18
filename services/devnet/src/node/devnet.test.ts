import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../accounts.js'
import { chainNames, devnetChain } from '../chains.js'
import { chainAId, chainBId, type DevnetChainId } from '../constants.js'
import { foyerPunksAbi, uniswapV2RouterAbi } from '../deploy/abis.js'
import { defaultNameGatewayUrl, ensNames, foyerAvatar } from '../ens-names.js'
import { addresses } from '../generated/addresses.js'
import { devnetNfts, spamNftTokenId } from '../nfts.js'
import { devnetTokens } from '../tokens.js'
import { resolveStateDir } from './paths.js'
import { buildSnapshot, type SnapshotManifest } from './snapshot.js'
import { type Devnet, startDevnet } from './start-devnet.js'

let stateDir: string
let manifest: SnapshotManifest
let devnet: Devnet
let snapshotStartSeconds: number

function chainFor(id: DevnetChainId): Chain {
  const info = devnet.chains.find((chain) => chain.id === id)
  if (!info) throw new Error(`chain ${id} not running`)
  return devnetChain(id, Number(new URL(info.rpcUrl).port))
}

function clientFor(id: DevnetChainId) {
  return createPublicClient({ chain: chainFor(id), transport: http() })
}

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-devnet-test-'))
  // Reuse the compiler cache (keyed by source hash) if the repo has one: the deploy still runs in full.
  await cp(join(resolveStateDir(), 'solc-cache'), join(stateDir, 'solc-cache'), { recursive: true }).catch(
    () => {},
  )
  manifest = await buildSnapshot({ stateDir })
  const started = performance.now()
  devnet = await startDevnet({ ports: { a: 0, b: 0 }, stateDir })
  snapshotStartSeconds = (performance.now() - started) / 1000
}, 180_000)

afterAll(async () => {
  await devnet?.stop()
  if (stateDir) await rm(stateDir, { recursive: true, force: true })
})

describe('snapshot start', () => {
  it('starts both chains from the snapshot in under 2 s', () => {
    expect(snapshotStartSeconds).toBeLessThan(2)
    expect(devnet.chains.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 31337, name: 'Foyer Devnet' },
      { id: 31338, name: 'Foyer Sidechain' },
    ])
  })

  it.each([chainAId, chainBId] as const)(
    'chain %i answers with its chain id and funded accounts',
    async (id) => {
      const client = clientFor(id)
      expect(await client.getChainId()).toBe(id)
      for (const account of testAccounts) {
        expect(await client.getBalance({ address: account.address })).toBeGreaterThan(parseEther('9000'))
      }
    },
  )
})

describe('history and batching', () => {
  it('keeps the deploy history: Transfer logs of USDC to a test account survive the snapshot', async () => {
    const client = clientFor(chainAId)
    const logs = await client.getLogs({
      address: addresses[chainAId].usdc,
      event: parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)'])[0],
      args: { to: testAccounts[4].address },
      fromBlock: 0n,
    })
    expect(logs.map((log) => log.args.value)).toEqual([10_000_000_000n])
  })

  it('batches reads through Multicall3', async () => {
    const client = clientFor(chainBId)
    const [usdc, zero] = await client.multicall({
      contracts: [
        { address: addresses[chainBId].usdc, abi: erc20Abi, functionName: 'decimals' },
        { address: addresses[chainBId].zero, abi: erc20Abi, functionName: 'decimals' },
      ],
      allowFailure: false,
    })
    expect([usdc, zero]).toEqual([6, 0])
  })
})

describe('deployed addresses', () => {
  it('a fresh deploy produces exactly the addresses in src/generated/addresses.ts', () => {
    for (const chain of manifest.chains) {
      expect(chain.contracts).toEqual(addresses[chain.chainId as DevnetChainId])
    }
    expect(manifest.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
  })

  it.each([chainAId, chainBId] as const)('chain %i has code at every address', async (id) => {
    const client = clientFor(id)
    for (const [name, address] of Object.entries(addresses[id])) {
      const code = await client.getCode({ address })
      expect(code?.length ?? 0, name).toBeGreaterThan(2)
    }
  })
})

describe('ERC-20 tokens', () => {
  it.each([chainAId, chainBId] as const)(
    'chain %i: names, decimals and test account balances',
    async (id) => {
      const client = clientFor(id)
      for (const token of devnetTokens) {
        const address = addresses[id][token.key]
        expect(await client.readContract({ address, abi: erc20Abi, functionName: 'symbol' })).toBe(
          token.symbol,
        )
        expect(await client.readContract({ address, abi: erc20Abi, functionName: 'name' })).toBe(token.name)
        expect(await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })).toBe(
          token.decimals,
        )
        const balance = await client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [testAccounts[5].address],
        })
        expect(formatUnits(balance, token.decimals)).toBe(String(token.perAccount))
      }
    },
  )
})

describe('Uniswap V2', () => {
  it('quotes 1 ETH at about 3,000 USDC and 1 FOY at about 1.5 USDC', async () => {
    const client = clientFor(chainAId)
    const { uniswapV2Router02: router, weth9, usdc, foy } = addresses[chainAId]
    const [, usdcOut] = await client.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [weth9, usdc]],
    })
    const usd = Number(formatUnits(usdcOut ?? 0n, 6))
    expect(usd).toBeGreaterThan(2900)
    expect(usd).toBeLessThan(3000)

    const [, foyPrice] = await client.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [foy, usdc]],
    })
    expect(Number(formatUnits(foyPrice ?? 0n, 6))).toBeCloseTo(1.49, 1)
  })

  it('swaps ETH for USDC with a deadline taken from the latest block timestamp', async () => {
    const chain = chainFor(chainBId)
    const client = createPublicClient({ chain, transport: http() })
    const wallet = createWalletClient({
      chain,
      transport: http(),
      account: privateKeyToAccount(testAccounts[7].privateKey),
    })
    const { uniswapV2Router02: router, weth9, usdc } = addresses[chainBId]
    const before = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.account.address],
    })
    const block = await client.getBlock()
    const hash = await wallet.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth9, usdc], wallet.account.address, block.timestamp + 300n],
      value: parseEther('0.1'),
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    const after = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.account.address],
    })
    expect(Number(formatUnits(after - before, 6))).toBeGreaterThan(290)
  })
})

describe('ENS via viem', () => {
  it.each([chainAId, chainBId] as const)('chain %i resolves names forward and reverse', async (id) => {
    const client = clientFor(id)
    for (const entry of ensNames) {
      expect(await client.getEnsAddress({ name: entry.name })).toBe(entry.owner)
      expect(await client.getEnsName({ address: entry.owner })).toBe(entry.name)
    }
    expect(await client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
  })

  it('asks the name zone gateway for the default primary name of an address without a reverse record', async () => {
    const urls: string[][] = []
    const client = createPublicClient({
      chain: chainFor(chainAId),
      transport: http(),
      // No cloud here: an answer the zone's resolver does not accept means no name.
      ccipRead: {
        request: async (parameters) => {
          urls.push([...parameters.urls])
          return '0x'
        },
      },
    })
    expect(await client.getEnsName({ address: testAccounts[6].address })).toBeNull()
    expect(urls).toEqual([[defaultNameGatewayUrl]])
  })

  it('resolves foyer.eth avatar and text records', async () => {
    const client = clientFor(chainAId)
    expect(await client.getEnsAvatar({ name: 'foyer.eth' })).toBe(foyerAvatar)
    expect(await client.getEnsText({ name: 'foyer.eth', key: 'description' })).toBe(
      'Foyer devnet test account 0',
    )
    expect(await client.getEnsAvatar({ name: 'alice.eth' })).toBeNull()
    expect(await client.getEnsResolver({ name: 'alice.eth' })).toBe(addresses[chainAId].ensPublicResolver)
  })
})

describe('Foyer Punks', () => {
  it('test account 0 owns every token, including the spam one, with data: metadata', async () => {
    const client = clientFor(chainAId)
    const address = addresses[chainAId].foyerPunks
    for (const nft of devnetNfts) {
      const owner = await client.readContract({
        address,
        abi: foyerPunksAbi,
        functionName: 'ownerOf',
        args: [nft.tokenId],
      })
      expect(owner).toBe(testAccounts[0].address)
    }
    const uri = await client.readContract({
      address,
      abi: foyerPunksAbi,
      functionName: 'tokenURI',
      args: [spamNftTokenId],
    })
    const metadata = JSON.parse(atob(uri.replace('data:application/json;base64,', ''))) as {
      name: string
      image: string
    }
    expect(metadata.name).toBe('Claim 10,000 USDC Reward')
    expect(metadata.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const [name, symbol] = await Promise.all([
      client.readContract({
        address,
        abi: parseAbi(['function name() view returns (string)']),
        functionName: 'name',
      }),
      client.readContract({
        address,
        abi: parseAbi(['function symbol() view returns (string)']),
        functionName: 'symbol',
      }),
    ])
    expect([name, symbol]).toEqual(['Foyer Punks', 'FPUNK'])
  })
})

describe('chains', () => {
  it('name both chains', () => {
    expect(chainNames[chainAId]).toBe('Foyer Devnet')
    expect(chainNames[chainBId]).toBe('Foyer Sidechain')
  })
})
