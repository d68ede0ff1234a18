import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AnvilNotFoundError } from '../errors.js'

const require = createRequire(import.meta.url)

// @foundry-rs/anvil ships one optional dependency per platform, named like anvil-linux-amd64.
const archNames: Partial<Record<NodeJS.Architecture, string>> = { x64: 'amd64', arm64: 'arm64' }

/** Absolute path of the anvil binary inside the platform's npm package. */
function resolveAnvilBinary(): string {
  const arch = archNames[process.arch]
  const name = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  try {
    const dir = dirname(require.resolve(`${name}/package.json`))
    const binary = join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
    if (existsSync(binary)) return binary
    throw new Error(`${binary} does not exist`)
  } catch (cause) {
    throw new AnvilNotFoundError(`Install ${name} (an optional dependency of @foundry-rs/anvil).`, { cause })
  }
}

/** The anvil npm package version, part of the snapshot hash (a new anvil may not read old dumps). */
export function anvilVersion(): string {
  return (require('@foundry-rs/anvil/package.json') as { version: string }).version
}

// util-linux's setpriv can ask the kernel to kill anvil when this process dies, even by SIGKILL.
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path))

/** Command and leading arguments that start anvil as a child that dies with its parent. */
export function anvilCommand(): { command: string; prefix: string[] } {
  const binary = resolveAnvilBinary()
  if (process.platform === 'linux' && setpriv) {
    return { command: setpriv, prefix: ['--pdeathsig', 'KILL', '--', binary] }
  }
  return { command: binary, prefix: [] }
}
