import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'

export interface FrameRoutesOptions {
  /** The project's allowed origins (exact or wildcard patterns), undefined for an unknown project. */
  allowedOriginsOf(projectId: string): Promise<readonly string[] | undefined>
  /** The bundled frame script; tests pass a small one instead of running the bundler. */
  script?: () => Promise<string>
}

const entry = fileURLToPath(new URL('./main.ts', import.meta.url))

/** Bundles the frame page's script (main.ts and @foyer/frame) once per process, with esbuild. */
function bundleFrameScript(): () => Promise<string> {
  let bundled: Promise<string> | undefined
  return () => {
    bundled ??= import('esbuild')
      .then((esbuild) =>
        esbuild.build({
          entryPoints: [entry],
          bundle: true,
          write: false,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          minify: true,
          conditions: ['source'],
          legalComments: 'none',
        }),
      )
      .then((result) => result.outputFiles[0]?.text ?? '')
    bundled.catch(() => {
      bundled = undefined
    })
    return bundled
  }
}

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/
// A CSP source expression may not hold a space, a quote or a semicolon: an origin pattern that does
// is dropped rather than allowed to change the policy.
const CSP_SAFE = /^(\*|[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.*-]+(:(\d{1,5}|\*))?)$/

/** `frame-ancestors` for a project: its allowed origins, 'none' when it has none or is unknown. */
export function frameAncestors(origins: readonly string[] | undefined): string {
  const sources = (origins ?? []).filter((origin) => CSP_SAFE.test(origin))
  return `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`
}

const page = (scriptUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer secure wallet</title>
</head>
<body>
<script type="module" src="${scriptUrl}"></script>
</body>
</html>
`

/**
 * The frame page (`/sdk?projectId&chainId&version&enableLogger`) and its script. The browser
 * refuses to show the page inside any other site than the project's allowed origins (frame-ancestors);
 * the script checks every message's origin as well.
 */
export function createFrameRoutes(options: FrameRoutesOptions): Hono {
  const script = options.script ?? bundleFrameScript()
  let version: Promise<string> | undefined
  const scriptVersion = () => {
    version ??= script().then((text) => createHash('sha256').update(text).digest('hex').slice(0, 12))
    version.catch(() => {
      version = undefined
    })
    return version
  }
  return new Hono()
    .get('/sdk', async (c) => {
      const projectId = c.req.query('projectId') ?? ''
      const origins = PROJECT_ID.test(projectId)
        ? await options.allowedOriginsOf(projectId).catch(() => undefined)
        : undefined
      c.header(
        'Content-Security-Policy',
        `${frameAncestors(origins)}; default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
      )
      c.header('Referrer-Policy', 'no-referrer')
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Cache-Control', 'no-store')
      return c.html(page(`/sdk/frame.js?v=${await scriptVersion()}`))
    })
    .get('/sdk/frame.js', async (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8')
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
      return c.body(await script())
    })
}
