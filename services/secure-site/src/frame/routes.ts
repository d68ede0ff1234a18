import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'
import { Hono } from 'hono'

export interface FrameRoutesOptions {
  /** The project's allowed origins (exact or wildcard patterns), undefined for an unknown project. */
  allowedOriginsOf(projectId: string): Promise<readonly string[] | undefined>
  /** The bundled frame script; tests pass a small one instead of running the bundler. */
  script?: () => Promise<string>
}

const entry = fileURLToPath(new URL('./main.ts', import.meta.url))
const deviceEntry = fileURLToPath(new URL('./deviceSign.ts', import.meta.url))

/** The frame's script, and device mode's signing script that it imports only when a wallet needs it. */
interface FrameBundle {
  entry: string
  device: string
}

const buildOptions = {
  bundle: true,
  write: false as const,
  format: 'esm' as const,
  platform: 'browser' as const,
  target: 'es2022',
  minify: true,
  conditions: ['source'],
  legalComments: 'none' as const,
} satisfies BuildOptions

const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)

/**
 * Bundles the frame page's script (main.ts and @foyer/frame) once per process, with esbuild. Device
 * mode's signing (deviceSign.ts with viem's keys, ~28 kB gzipped) is a bundle of its own that the frame
 * imports by its versioned URL when a wallet keeps its key on the device, so the frame every visitor
 * loads does not grow with it. (esbuild's code splitting would keep viem's shared code in the first
 * load and grow it more.)
 */
function bundleFrameScript(): () => Promise<FrameBundle> {
  let bundled: Promise<FrameBundle> | undefined
  return () => {
    bundled ??= (async () => {
      const esbuild = await import('esbuild')
      const device =
        (await esbuild.build({ ...buildOptions, entryPoints: [deviceEntry] })).outputFiles[0]?.text ?? ''
      const external = `./frame-device.js?v=${versionOf(device)}`
      const frame = await esbuild.build({
        ...buildOptions,
        entryPoints: [entry],
        plugins: [
          {
            name: 'device-sign-apart',
            setup(build) {
              build.onResolve({ filter: /^\.\/deviceSign\.js$/ }, () => ({ path: external, external: true }))
            },
          },
        ],
      })
      return { entry: frame.outputFiles[0]?.text ?? '', device }
    })()
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
  const given = options.script
  const bundle: () => Promise<FrameBundle> = given
    ? async () => ({ entry: await given(), device: '' })
    : bundleFrameScript()
  let version: Promise<string> | undefined
  // The entry names the device bundle by its hash, so its own hash versions both.
  const scriptVersion = () => {
    version ??= bundle().then(({ entry }) => versionOf(entry))
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
      return c.body((await bundle()).entry)
    })
    .get('/sdk/frame-device.js', async (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8')
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
      return c.body((await bundle()).device)
    })
}
