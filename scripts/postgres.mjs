// A throw-away PostgreSQL server (Debian's package) for the tests of several instances and for
// `npm run cluster`: initdb into a folder under .state/, started on a loopback port, stopped after.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { aptInstall } from './ensure-install.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Whether initdb and pg_ctl are on the PATH. */
export function hasPostgres() {
  return ['initdb', 'pg_ctl'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0)
}

/** Installs Debian's postgresql package when initdb is missing (as ensure-install does Chromium). */
export function ensurePostgres() {
  const debianBin = () => {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : []
    return versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : undefined
  }
  // Installed but not on the PATH (Debian keeps the server tools aside).
  const installed = debianBin()
  if (!hasPostgres() && installed && existsSync(join(installed, 'initdb')))
    process.env.PATH = `${installed}:${process.env.PATH}`
  if (hasPostgres()) return
  console.log('Installing PostgreSQL (apt-get; its system service stays stopped and disabled)...')
  aptInstall(['postgresql'], { services: ['postgresql'] })
  const bin = debianBin()
  if (bin) process.env.PATH = `${bin}:${process.env.PATH}`
  if (!hasPostgres()) throw new Error('PostgreSQL is not installed: apt-get install postgresql')
}

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Starts a PostgreSQL server in a new folder under `.state/postgres/` (trust auth, loopback only,
 * user `foyer`). Run as root it runs the server as the `postgres` user, which the server requires.
 * Resolves `{ url, port, stop() }`; `url` is a connection string to the `foyer` database.
 */
export async function startPostgres({ port } = {}) {
  ensurePostgres()
  const base = join(root, '.state', 'postgres')
  mkdirSync(base, { recursive: true })
  const dir = mkdtempSync(join(base, 'cluster-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chmodSync(base, 0o755)
    chownSync(dir, uid, gid)
  }
  const listenPort = port ?? (await freePort())
  const run = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' })
      : execFileSync('sh', ['-c', command], { stdio: 'pipe' })
  const data = join(dir, 'data')
  run(`initdb -D ${data} -A trust -U foyer --no-sync > /dev/null`)
  run(
    `pg_ctl -D ${data} -l ${join(dir, 'log')} -w -o "-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start > /dev/null`,
  )
  run(`psql -h 127.0.0.1 -p ${listenPort} -U foyer -d postgres -c "CREATE DATABASE foyer" > /dev/null`)
  let stopped = false
  return {
    url: `postgres://foyer@127.0.0.1:${listenPort}/foyer`,
    port: listenPort,
    async stop() {
      if (stopped) return
      stopped = true
      try {
        run(`pg_ctl -D ${data} -m immediate -w stop > /dev/null`)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
