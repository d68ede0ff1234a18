import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createPublicClient, type Hex, http } from 'viem'
import { z } from 'zod'
import { chainAId, chainBId, devnetChainIds } from '../constants.js'
import type { DevnetContracts } from '../contracts.js'
import { loadNpmArtifacts } from '../deploy/artifacts.js'
import { compileContracts } from '../deploy/compile.js'
import { deployDevnet } from '../deploy/deploy.js'
import { InvalidDevnetOptionsError } from '../errors.js'
import { startAnvil } from './anvil.js'
import { resolveStateDir } from './paths.js'
import { computeSnapshotHash, snapshotFormatVersion } from './snapshot-hash.js'

/** What `snapshot.json` next to the dumps records. */
export interface SnapshotManifest {
  version: number
  /** {@link computeSnapshotHash} of the inputs the dumps were built from. */
  hash: string
  createdAt: string
  chains: { chainId: number; file: string; contracts: DevnetContracts }[]
}

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const contractsSchema = z.custom<DevnetContracts>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((address) => typeof address === 'string' && addressPattern.test(address)),
  'Expected contract addresses',
)
const manifestSchema = z.object({
  version: z.number(),
  hash: z.string(),
  createdAt: z.string(),
  chains: z.array(z.object({ chainId: z.number(), file: z.string(), contracts: contractsSchema })),
})

/** Options of {@link buildSnapshot}. */
export interface BuildSnapshotOptions {
  /** Default: `devnet/` in FOYER_STATE_DIR, else `<repo>/.state/devnet`. */
  stateDir?: string
  onLog?: (line: string) => void
}

/** A log callback (zod 4's z.function is not a field schema). */
export const logSchema = z.custom<(line: string) => void>(
  (value) => typeof value === 'function',
  'Expected a function',
)

const buildOptionsSchema = z
  .object({ stateDir: z.string().min(1).optional(), onLog: logSchema.optional() })
  .strict()
  .optional()

export const manifestFileName = 'snapshot.json'

/** State file of one chain inside the state dir. */
export function chainStateFile(stateDir: string, chainId: number): string {
  return join(stateDir, `chain-${chainId}.json`)
}

/** Reads the manifest, or null when there is none or it is unreadable. */
export async function readSnapshotManifest(stateDir: string): Promise<SnapshotManifest | null> {
  try {
    return manifestSchema.parse(JSON.parse(await readFile(join(stateDir, manifestFileName), 'utf8')))
  } catch {
    return null
  }
}

/** 'fresh' when the snapshot exists and was built from the current inputs. */
export async function snapshotStatus(
  stateDir: string,
  hash?: string,
): Promise<{ status: 'fresh' | 'stale' | 'missing'; manifest: SnapshotManifest | null }> {
  const manifest = await readSnapshotManifest(stateDir)
  const complete = manifest !== null && devnetChainIds.every((id) => existsSync(chainStateFile(stateDir, id)))
  if (!manifest || !complete) return { status: 'missing', manifest: null }
  const current = hash ?? (await computeSnapshotHash())
  const fresh = manifest.version === snapshotFormatVersion && manifest.hash === current
  return { status: fresh ? 'fresh' : 'stale', manifest }
}

async function writeAtomically(path: string, data: string | Uint8Array) {
  const tmp = `${path}.${process.pid}.${crypto.randomUUID()}.tmp`
  await writeFile(tmp, data)
  await rename(tmp, path)
}

async function buildChain(chainId: number, stateDir: string, onLog: ((line: string) => void) | undefined) {
  const compiled = await compileContracts(join(stateDir, 'solc-cache'))
  const anvil = await startAnvil({
    chainId,
    port: 0,
    portEnvVar: 'FOYER_CHAIN_PORT',
    ...(onLog ? { onLog } : {}),
  })
  try {
    const contracts = await deployDevnet({ rpcUrl: anvil.rpcUrl, chainId, compiled, npm: loadNpmArtifacts() })
    const client = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) })
    // anvil_dumpState answers with the gzipped JSON state; --load-state reads the plain JSON.
    const dump = (await client.request({ method: 'anvil_dumpState', params: [] } as never)) as Hex
    const file = chainStateFile(stateDir, chainId)
    await writeAtomically(file, gunzipSync(Buffer.from(dump.slice(2), 'hex')))
    return { chainId, file: `chain-${chainId}.json`, contracts }
  } finally {
    await anvil.stop()
  }
}

/**
 * Deploys everything on two fresh anvil chains (ephemeral ports), dumps their state into the state dir
 * and writes the manifest last, so a half-built snapshot is never taken as fresh.
 */
export async function buildSnapshot(options?: BuildSnapshotOptions): Promise<SnapshotManifest> {
  const parsed = buildOptionsSchema.safeParse(options)
  if (!parsed.success) throw new InvalidDevnetOptionsError(z.prettifyError(parsed.error))
  const stateDir = resolveStateDir(options?.stateDir)
  await mkdir(stateDir, { recursive: true })
  const hash = await computeSnapshotHash()
  // Compile once before the two chains ask for it, so they share the cache instead of racing.
  await compileContracts(join(stateDir, 'solc-cache'))
  const chains = await Promise.all([chainAId, chainBId].map((id) => buildChain(id, stateDir, options?.onLog)))
  const manifest: SnapshotManifest = {
    version: snapshotFormatVersion,
    hash,
    createdAt: new Date().toISOString(),
    chains,
  }
  await writeAtomically(join(stateDir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** Returns the current snapshot, building it first when missing, stale or `force`d. */
export async function ensureSnapshot(
  stateDir: string,
  options: { force?: boolean; onLog?: (line: string) => void } = {},
): Promise<{ manifest: SnapshotManifest; rebuilt: boolean }> {
  if (!options.force) {
    const { status, manifest } = await snapshotStatus(stateDir)
    if (status === 'fresh' && manifest) return { manifest, rebuilt: false }
    options.onLog?.(`devnet snapshot ${status}: deploying contracts`)
  }
  const manifest = await buildSnapshot({ stateDir, ...(options.onLog ? { onLog: options.onLog } : {}) })
  return { manifest, rebuilt: true }
}
