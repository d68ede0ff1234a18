import { defineConfig } from 'vitest/config'

// The type tests of the published packages' public API (`*.test-d.ts`, expectTypeOf): one tsc run over
// them with the repository's compiler options (strict, exactOptionalPropertyTypes), each failed
// assertion reported as a failed test. Errors in the sources themselves are the typecheck step's.
export default defineConfig({
  test: {
    name: 'type tests',
    include: [],
    typecheck: {
      enabled: true,
      only: true,
      include: ['packages/*/src/**/*.test-d.ts', 'packages/*/src/**/*.test-d.tsx'],
      tsconfig: './tsconfig.typetests.json',
      ignoreSourceErrors: true,
    },
  },
})
