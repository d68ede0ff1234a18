import { defaultClientConditions, defaultServerConditions } from 'vite'

/**
 * Workspace packages export their TypeScript sources under the `source` condition, so the demo,
 * vitest and tsc read src/ directly and no build step sits between an edit and a test.
 * Published consumers get dist/ through the ordinary `import` condition.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}
