import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stateDirEnvVar } from '../constants.js'

/** services/devnet, from src/node (or dist/node: same depth). */
export const packageDir = fileURLToPath(new URL('../../', import.meta.url))

/** The monorepo root, two levels above the package. */
const repoRoot = resolve(packageDir, '../..')

/** Solidity sources compiled by the deploy script. */
export const contractsDir = resolve(packageDir, 'contracts')

/**
 * Where snapshots and the compiler cache live: the option, else `devnet` in FOYER_STATE_DIR (the
 * stack's state folder, shared with the other services' subfolders), else `<repo>/.state/devnet`.
 */
export function resolveStateDir(stateDir?: string): string {
  if (stateDir) return resolve(stateDir)
  const fromEnv = process.env[stateDirEnvVar]
  return resolve(fromEnv || resolve(repoRoot, '.state'), 'devnet')
}
