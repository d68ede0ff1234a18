import type { AddressInfo } from 'node:net'
import { type PreviewServer, preview } from 'vite'

/** Serves one built app (its output folder) on a free loopback port, as a static host would. */
export async function serveBuilt(
  root: string,
  outDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  })
  const { port } = server.httpServer.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() }
}
