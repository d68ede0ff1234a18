import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'
import { CompileError } from '../errors.js'
import { contractsDir } from '../node/paths.js'

const require = createRequire(import.meta.url)

/** Names of the contracts in services/devnet/contracts that the deploy script uses. */
const compiledContractNames = [
  'FoyerToken',
  'FoyerPunks',
  'UniversalResolver',
  'Multicall3',
  'OffchainResolver',
  'TestSmartAccountFactory',
  'FarcasterIdRegistry',
] as const
type CompiledContractName = (typeof compiledContractNames)[number]

interface CompiledContract {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

export type CompiledContracts = Record<CompiledContractName, CompiledContract>

// Optimizer off: compiling takes ~4 s instead of ~9 s, and gas is free on a devnet.
// Pinned so the output (and hence the snapshot) does not depend on solc's defaults.
const settings = {
  optimizer: { enabled: false, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          // Absent when the compile failed: the errors then say why.
          evm: z
            .object({
              bytecode: z.object({ object: z.string() }),
              deployedBytecode: z.object({ object: z.string() }),
            })
            .optional(),
        }),
      ),
    )
    .optional(),
})

async function readSources(): Promise<Record<string, { content: string }>> {
  const files = (await readdir(contractsDir)).filter((file) => file.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const file of files) sources[file] = { content: await readFile(join(contractsDir, file), 'utf8') }
  return sources
}

function solcVersion(): string {
  return (require('solc/package.json') as { version: string }).version
}

function findImport(path: string): { contents: string } | { error: string } {
  try {
    // Only npm packages (OpenZeppelin) are imported; the devnet's own files are all in `sources`.
    return { contents: require('node:fs').readFileSync(require.resolve(path), 'utf8') as string }
  } catch {
    return { error: `File not found: ${path}` }
  }
}

/**
 * Compiles the devnet's Solidity with the npm solc package (never a downloaded compiler) and caches
 * the output in `cacheDir`, keyed by a hash of the sources, the solc version and the settings.
 */
export async function compileContracts(cacheDir: string): Promise<CompiledContracts> {
  const sources = await readSources()
  const input = { language: 'Solidity', sources, settings }
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        input,
        solc: solcVersion(),
        oz: require('@openzeppelin/contracts/package.json').version,
      }),
    )
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `solc-${hash}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts
  } catch {
    // Cache miss: compile below.
  }

  // Loaded lazily: the wasm compiler takes about a second to initialise.
  const solc = (await import('solc')).default
  const output = solcOutputSchema.parse(
    JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })),
  )
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new CompileError(errors.map((error) => error.formattedMessage).join('\n'))

  const compiled = {} as CompiledContracts
  for (const name of compiledContractNames) {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract?.evm) throw new CompileError(`${name}.sol produced no contract named ${name}`)
    compiled[name] = {
      abi: contract.abi as Abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
  }

  await mkdir(cacheDir, { recursive: true })
  // Write then rename, so a concurrent reader never sees half a file.
  const tmp = `${cacheFile}.${process.pid}.tmp`
  await writeFile(tmp, JSON.stringify(compiled))
  await rename(tmp, cacheFile)
  return compiled
}
