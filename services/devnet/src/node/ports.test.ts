import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { InvalidDevnetOptionsError, PortBusyError } from '../errors.js'
import { startAnvil } from './anvil.js'
import { startDevnet } from './start-devnet.js'

const servers: Server[] = []
const dirs: string[] = []

/** Occupies an ephemeral port on 127.0.0.1 and returns it. */
async function occupyPort(): Promise<number> {
  const server = createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

async function emptyStateDir() {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-devnet-ports-'))
  dirs.push(dir)
  return dir
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('busy ports', () => {
  it('names the port and FOYER_CHAIN_A_PORT when chain A cannot bind', async () => {
    const port = await occupyPort()
    const start = startDevnet({ ports: { a: port, b: 0 }, stateDir: await emptyStateDir() })
    await expect(start).rejects.toBeInstanceOf(PortBusyError)
    await expect(start).rejects.toThrow(`Port ${port} is busy (set FOYER_CHAIN_A_PORT to use another port)`)
  })

  it('names FOYER_CHAIN_B_PORT for chain B', async () => {
    const port = await occupyPort()
    await expect(startDevnet({ ports: { a: 0, b: port }, stateDir: await emptyStateDir() })).rejects.toThrow(
      `Port ${port} is busy (set FOYER_CHAIN_B_PORT to use another port)`,
    )
  })

  it('reports a port taken between the check and the spawn the same way', async () => {
    const port = await occupyPort()
    const error = await startAnvil({ chainId: 31337, port, portEnvVar: 'FOYER_CHAIN_A_PORT' }).catch((e) => e)
    expect(error).toBeInstanceOf(PortBusyError)
    expect(error).toMatchObject({ code: 'PORT_BUSY', port, envVar: 'FOYER_CHAIN_A_PORT' })
  })
})

describe('option validation', () => {
  it('rejects out-of-range ports and unknown options with a typed error', async () => {
    await expect(startDevnet({ ports: { a: 70000 } })).rejects.toBeInstanceOf(InvalidDevnetOptionsError)
    await expect(startDevnet({ ports: { a: 9100, b: 9100 } })).rejects.toThrow('cannot share port 9100')
    // @ts-expect-error: not an option
    await expect(startDevnet({ port: 1 })).rejects.toThrow('Invalid devnet options')
  })
})
