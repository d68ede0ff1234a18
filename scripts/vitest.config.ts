import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'scripts', testTimeout: 15_000, environment: 'node' } })
