// What an app's port answers while the chains and services behind it are still starting: a page
// that says so and reloads itself, instead of a refused connection or an app whose calls all fail.
import { createServer } from 'node:http'

const html = (label) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2">
<meta name="color-scheme" content="light dark">
<title>Starting…</title>
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0}</style>
</head>
<body>
<main role="status">
<h1>${label} is starting…</h1>
<p>The local chains and services are not ready yet. This page reloads by itself.</p>
</main>
</body>
</html>
`

/**
 * Serves the "starting" page (HTTP 503 with Retry-After) on `port` until `close()` is called.
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export function serveStartingPage(port, label = 'Foyer') {
  const body = html(label.replace(/[<>&"]/g, ''))
  const server = createServer((_request, response) => {
    response.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': '2',
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    response.end(body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    // The wildcard address, like the apps' own servers, so localhost over IPv4 and IPv6 both reach it.
    server.listen({ port, host: '::' }, () =>
      resolve({
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
