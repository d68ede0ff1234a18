#!/usr/bin/env node
// Apps built the way an app's author builds them: Vite + React over the packed packages (`npm pack` of
// each published package's dist/, unpacked into node_modules/@foyer/*; run `npm run build` first), one EVM
// chain, a Connect button. Three of them: `bare`, the same page without Foyer (react + viem + wagmi), the
// floor every figure is compared with; `evm`, Foyer with the EVM adapter and the defaults; `everything`,
// EVM, Solana and Bitcoin adapters, sign-in (SIWX) and every feature named. Used by the size budget
// (scripts/checkSizeBudget.mjs) and the first-click bench (e2e/bench/first-click.ts).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Inside the repository, so the apps' react, viem and wagmi resolve from its node_modules as an app's would. */
const appsDir = join(root, 'e2e/.bench-apps')

export const CONSUMER_APPS = ['bare', 'evm', 'everything']

const html = (title) => `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>${title}</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`

const chain = `import { defineChain } from 'viem'
const params = new URLSearchParams(window.location.search)
export const devnet = defineChain({
  id: 31337,
  name: 'Foyer Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [params.get('rpc') ?? 'http://127.0.0.1:8545'] } },
})
export const cloud = params.get('cloud') ?? 'http://localhost:4000'
`

const bare = `import { createConfig, http, injected, reconnect, getBlockNumber } from '@wagmi/core'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { devnet } from './chain.ts'

const config = createConfig({ chains: [devnet], connectors: [injected()], transports: { [devnet.id]: http() } })
void reconnect(config)

function App() {
  const [block, setBlock] = useState<bigint>()
  useEffect(() => void getBlockNumber(config).then(setBlock, () => {}), [])
  return <main><h1>Bare wagmi page</h1><p>Block {String(block ?? '')}</p><button type="button">Connect Wallet</button></main>
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />)
`

const foyerPage = (setup, adapters, extra) => `${setup}
import { createFoyer } from '@foyer/core'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { getBlockNumber } from '@wagmi/core'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { cloud, devnet } from './chain.ts'

const evm = new EvmAdapter({ networks: [toCaipNetwork(devnet)] })
const foyer = createFoyer({
  projectId: 'c0ffee00000000000000000000000001',
  networks: [toCaipNetwork(devnet)${extra ? ', solanaMainnet, bitcoin' : ''}],
  adapters: [${adapters}],
  metadata: { name: 'Bench app', description: 'An app built from the packed packages', url: window.location.origin, icons: [] },
  apiUrl: cloud,
  blockchainApiUrl: cloud,${extra}
})

function App() {
  const [block, setBlock] = useState<bigint>()
  useEffect(() => void getBlockNumber(evm.wagmiConfig).then(setBlock, () => {}), [])
  return <FoyerProvider foyer={foyer}><main><h1>Bench app</h1><p>Block {String(block ?? '')}</p><ConnectButton /></main></FoyerProvider>
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />)
`

const evm = foyerPage(`import { EvmAdapter, toCaipNetwork } from '@foyer/evm'`, 'evm', '')

// Every family and feature: EVM, Solana and Bitcoin adapters, sign-in (SIWX), and the features on by
// default (email, socials, swaps, on-ramp) named as an app that wants them all would.
const everything = foyerPage(
  `import { BitcoinAdapter, bitcoin } from '@foyer/bitcoin'
import { EvmAdapter, toCaipNetwork } from '@foyer/evm'
import { SolanaAdapter, solanaMainnet } from '@foyer/solana'
import { createCloudSiwx } from '@foyer/siwx'`,
  'evm, new SolanaAdapter(), new BitcoinAdapter()',
  `
  siwx: createCloudSiwx({ apiUrl: cloud, projectId: 'c0ffee00000000000000000000000001', statement: 'Sign in to the bench app' }),
  features: { email: true, socials: ['google', 'x', 'discord', 'farcaster'], swaps: true, onramp: true, send: true, receive: true, history: true },`,
)

/** The files of one app: index.html, main.tsx and the chain they share. */
function consumerAppFiles(app) {
  const main = { bare, evm, everything }[app]
  return { 'index.html': html(`${app} app`), 'main.tsx': main, 'chain.ts': chain }
}

/** The published packages (not private) of the checkout at `from`, by folder name. */
function publishedPackages(from) {
  return readdirSync(join(from, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        return !JSON.parse(readFileSync(join(from, 'packages', name, 'package.json'), 'utf8')).private
      } catch {
        return false
      }
    })
}

/** Packs every published package of `from` and unpacks each into `dir`/node_modules/@foyer/<name>. */
function installPacked(from, dir) {
  const tarballs = mkdtempSync(join(dir, 'packs-'))
  for (const name of publishedPackages(from)) {
    const file = execFileSync('npm', ['pack', '--silent', '--pack-destination', tarballs], {
      cwd: join(from, 'packages', name),
      encoding: 'utf8',
    }).trim()
    const target = join(dir, 'node_modules/@foyer', name)
    mkdirSync(target, { recursive: true })
    execFileSync('tar', ['-xzf', join(tarballs, file), '-C', target, '--strip-components=1'])
  }
  rmSync(tarballs, { recursive: true })
}

/**
 * Builds the three apps (each its own Vite production build); returns each app's output folder.
 * `from`: the checkout whose packages (built) are packed, by default this one; `name`: the folder under
 * e2e/.bench-apps (another checkout's apps beside this one's, for a before/after comparison).
 */
export async function buildConsumerApps({ from = root, name = 'current' } = {}) {
  const workDir = join(appsDir, name)
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  installPacked(from, workDir)
  const outDirs = {}
  for (const app of CONSUMER_APPS) {
    const src = join(workDir, app)
    mkdirSync(src, { recursive: true })
    for (const [file, text] of Object.entries(consumerAppFiles(app))) writeFileSync(join(src, file), text)
    outDirs[app] = join(src, 'dist')
    await build({
      root: src,
      configFile: false,
      logLevel: 'warn',
      // Vite compiles the JSX itself (automatic runtime), as @vitejs/plugin-react would for a build.
      oxc: { jsx: { runtime: 'automatic' } },
      build: { outDir: outDirs[app], emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
    })
  }
  return outDirs
}

/** The gzip bytes a built page loads before any click: its HTML and the scripts and styles it references. */
export function builtPageBytes(outDir, html = 'index.html') {
  const text = readFileSync(join(outDir, html), 'utf8')
  const assets = [...text.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
  return assets.reduce(
    (sum, asset) => sum + gzipSync(readFileSync(join(outDir, asset))).length,
    gzipSync(text).length,
  )
}
