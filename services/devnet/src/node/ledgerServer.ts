import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetHost } from '../constants.js'
import { PortBusyError } from '../errors.js'

/**
 * Listens on `port` (0: a free one) at the devnet's host and answers the port taken; a taken port is a
 * PortBusyError naming `envVar`, the variable that moves it. Shared by the Solana and Bitcoin ledgers.
 */
export async function listenOn(server: Server, port: number, envVar: string): Promise<number> {
  server.listen({ port, host: devnetHost })
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => Promise.reject(error)),
    ])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new PortBusyError(port, envVar, { cause: error })
    throw error
  }
  return (server.address() as AddressInfo).port
}

/** Closes `server` and its open connections (keep-alive ones would hold close() open); resolves when done. */
export const closeServer = (server: Server): Promise<void> =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
