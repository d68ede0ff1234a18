import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import baseConfig from './vitest.config'

// @foyer/react's tests a second time, on React 18 (the peer range is react >=18): react, react-dom and
// the Testing Library built against them come from packages/react/react18, a test-only install outside
// the workspaces (scripts/ensure-install.mjs ensureReact18). A string alias also covers subpaths
// (react/jsx-runtime, react-dom/client).
const react18 = (name: string) => fileURLToPath(new URL(`./react18/node_modules/${name}`, import.meta.url))

export default mergeConfig(
  baseConfig,
  defineConfig({
    // Run with -c from the repository's root: the tests and setup files are this package's.
    root: fileURLToPath(new URL('.', import.meta.url)),
    resolve: {
      alias: {
        react: react18('react'),
        'react-dom': react18('react-dom'),
        '@testing-library/react': react18('@testing-library/react'),
        '@testing-library/dom': react18('@testing-library/dom'),
      },
    },
    test: {
      name: '@foyer/react (React 18)',
      setupFiles: ['./src/_test/react18.ts'],
      // user-event dispatches through @testing-library/dom's config (act() from the Testing Library):
      // inlined, its import of @testing-library/dom goes through the alias to React 18's copy.
      server: { deps: { inline: ['@testing-library/user-event'] } },
    },
  }),
)
