// @ts-check
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
/** @param {string} name @param {number} fallback */
const port = (name, fallback) => process.env[name] || String(fallback)

// The workspace packages export their TypeScript sources under the "source" condition (docs/architecture.md);
// Turbopack has no setting for extra conditions, so each entry point is aliased to its source file.
const sources = {
  '@foyer/core': 'packages/core/src/index.ts',
  '@foyer/core/ssr': 'packages/core/src/ssr/index.ts',
  '@foyer/evm': 'packages/evm/src/index.ts',
  '@foyer/react': 'packages/react/src/index.ts',
  '@foyer/frame': 'packages/frame/src/index.ts',
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
    resolveAlias: Object.fromEntries(Object.entries(sources).map(([name, file]) => [name, join(root, file)])),
  },
  // The browser tests' build goes to its own folder (scripts/stack.mjs), apart from `next dev`'s `.next`.
  distDir: process.env.FOYER_NEXT_DIST_DIR || '.next',
  // The repository's tsc and Biome check this code; the build does not do it again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default config
