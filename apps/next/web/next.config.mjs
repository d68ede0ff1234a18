// @ts-check
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '../../..')
/** @param {string} name @param {number} fallback */
const port = (name, fallback) => process.env[name] || String(fallback)

/**
 * The workspace packages export their TypeScript sources under the "source" condition (docs/architecture.md),
 * so the example runs from a fresh clone before any `npm run build`. Turbopack has no setting for extra
 * conditions, so every entry point with one is aliased to its source file. Turbopack reads an alias as a path
 * relative to this project (an absolute path too, which then points nowhere), hence the `./../../..` form.
 * @returns {Record<string, string>}
 */
function sourceAliases() {
  /** @type {Record<string, string>} */
  const aliases = {}
  for (const dir of readdirSync(join(root, 'packages'))) {
    /** @type {{ name: string, exports?: Record<string, { source?: string }> }} */
    const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
    for (const [subpath, conditions] of Object.entries(pkg.exports ?? {})) {
      if (!conditions.source) continue
      const file = join(root, 'packages', dir, conditions.source)
      aliases[join(pkg.name, subpath)] = `./${relative(here, file).split('\\').join('/')}`
    }
  }
  return aliases
}

/** @type {import('next').NextConfig} */
const config = {
  // Build-time values, as the Vite apps' `define`: the stack's ports for the devnet and the services.
  env: {
    FOYER_CHAIN_A_PORT: port('FOYER_CHAIN_A_PORT', 8545),
    FOYER_CHAIN_B_PORT: port('FOYER_CHAIN_B_PORT', 8546),
    FOYER_CLOUD_PORT: port('FOYER_CLOUD_PORT', 4000),
    FOYER_RELAY_PORT: port('FOYER_RELAY_PORT', 4001),
    FOYER_SECURE_SITE_URL:
      process.env.FOYER_SECURE_SITE_URL || `http://localhost:${port('FOYER_SECURE_SITE_PORT', 5174)}`,
    FOYER_NEXT_PORT: port('FOYER_NEXT_PORT', 5178),
  },
  turbopack: {
    root,
    resolveAlias: sourceAliases(),
    rules: Object.fromEntries(
      ['*.ts', '*.tsx'].map((glob) => [
        glob,
        { condition: { path: /^packages\/[^/]+\/src\// }, loaders: [join(here, 'sourceImports.cjs')] },
      ]),
    ),
  },
  // The browser tests' build goes to its own folder (scripts/stack.mjs), apart from `next dev`'s `.next`.
  distDir: process.env.FOYER_NEXT_DIST_DIR || '.next',
  // The repository's tsc and Biome check this code; the build does not do it again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default config
