import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageDir, resolveStateDir } from './node/paths.js'

let stateDir: string

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-devnet-cli-'))
  await cp(join(resolveStateDir(), 'solc-cache'), join(stateDir, 'devnet/solc-cache'), {
    recursive: true,
  }).catch(() => {})
})

afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true })
})

async function chainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return Number(((await response.json()) as { result: string }).result)
}

async function genesisHash(rpcUrl: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
  })
  return ((await response.json()) as { result: string }).result
}

describe('devnet CLI', () => {
  it('prints one line per chain and Solana or Bitcoin ledger, serves them, and stops them all on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        FOYER_CHAIN_A_PORT: '0',
        FOYER_CHAIN_B_PORT: '0',
        FOYER_CHAIN_OP_PORT: '0',
        // Their websocket ports follow (0 too).
        FOYER_SOLANA_RPC_PORT: '0',
        FOYER_SOLANA_DEVNET_RPC_PORT: '0',
        FOYER_SOLANA_TESTNET_RPC_PORT: '0',
        FOYER_BITCOIN_PORT: '0',
        FOYER_STATE_DIR: stateDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = once(child, 'exit')
    const chainLines: string[] = []
    const solanaLines: string[] = []
    const bitcoinLines: string[] = []
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.startsWith('Chain ')) chainLines.push(line)
      if (/^Solana \S+ stand-in/.test(line)) solanaLines.push(line)
      if (line.startsWith('Bitcoin ')) bitcoinLines.push(line)
      if (chainLines.length === 3) break
    }
    // The three Solana ledgers: mainnet-beta, devnet and testnet stand-ins, each with its CAIP id.
    expect(solanaLines).toHaveLength(3)
    expect(solanaLines[0]).toMatch(
      /^Solana mainnet-beta stand-in solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp: http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+$/,
    )
    const solanaUrls = solanaLines.map((line) => (line.match(/http:\S+/) ?? [''])[0])
    expect(await Promise.all(solanaUrls.map(genesisHash))).toEqual([
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
      '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
    ])
    // The Bitcoin regtest stand-in, on the real regtest genesis block.
    expect(bitcoinLines).toEqual([
      expect.stringMatching(
        /^Bitcoin regtest stand-in \(Esplora API\) bip122:0f9188f13cb7b2c71f2a335e3a4fc328: http:\/\/127\.0\.0\.1:\d+$/,
      ),
    ])
    const bitcoinUrl = (bitcoinLines[0]?.match(/http:\S+/) ?? [''])[0]
    expect(await (await fetch(`${bitcoinUrl}/block-height/0`)).text()).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    )
    expect(chainLines[0]).toMatch(/^Chain 31337 Foyer Devnet: http:\/\/127\.0\.0\.1:\d+$/)
    expect(chainLines[1]).toMatch(/^Chain 31338 Foyer Sidechain: http:\/\/127\.0\.0\.1:\d+$/)
    // Chain 10 plays OP Mainnet for Sign In With Farcaster.
    expect(chainLines[2]).toMatch(
      /^Chain 10 OP Mainnet stand-in \(Farcaster IdRegistry\): http:\/\/127\.0\.0\.1:\d+$/,
    )
    const urls = chainLines.map((line) => line.slice(line.indexOf('http')))
    expect(await Promise.all(urls.map(chainId))).toEqual([31337, 31338, 10])

    child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
    // The CLI exits only after anvil has exited, so nothing listens any more.
    for (const url of urls) await expect(chainId(url)).rejects.toThrow()
    for (const url of solanaUrls) await expect(genesisHash(url)).rejects.toThrow()
    await expect(fetch(`${bitcoinUrl}/blocks/tip/height`)).rejects.toThrow()
  }, 120_000)
})
