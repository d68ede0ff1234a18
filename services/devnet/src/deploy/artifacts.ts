import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'

const require = createRequire(import.meta.url)

/** A prebuilt contract from an npm package's build JSON. */
export interface NpmArtifact {
  abi: Abi
  bytecode: Hex
}

// Truffle (ENS) artifacts carry a 0x-prefixed `bytecode`; Uniswap's waffle ones an unprefixed one.
const artifactSchema = z.object({
  abi: z.array(z.unknown()),
  bytecode: z.string().regex(/^(0x)?[0-9a-fA-F]+$/),
})

function load(specifier: string): NpmArtifact {
  const json = artifactSchema.parse(JSON.parse(readFileSync(require.resolve(specifier), 'utf8')))
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi as Abi, bytecode: bytecode as Hex }
}

/** The npm-built contracts the devnet deploys unchanged (Uniswap V2, WETH9, ENS). */
export function loadNpmArtifacts() {
  return {
    WETH9: load('@uniswap/v2-periphery/build/WETH9.json'),
    UniswapV2Factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    UniswapV2Router02: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    ENSRegistry: load('@ensdomains/ens/build/contracts/ENSRegistry.json'),
    FIFSRegistrar: load('@ensdomains/ens/build/contracts/FIFSRegistrar.json'),
    ReverseRegistrar: load('@ensdomains/ens/build/contracts/ReverseRegistrar.json'),
    PublicResolver: load('@ensdomains/resolver/build/contracts/PublicResolver.json'),
  }
}

export type NpmArtifacts = ReturnType<typeof loadNpmArtifacts>
