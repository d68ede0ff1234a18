// Loaded by the bench into each relay it spawns (node --expose-gc --import): SIGUSR2 runs a full
// garbage collection, so the bench reads a resident size without the garbage of what came before.
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.())
