// `node --import tsx services/relay/src/cli.ts [--memory]`: runs the relay until SIGINT/SIGTERM.
import { parseArgs } from 'node:util'
import { RelayError } from './errors.js'
import { startRelay } from './start.js'

const { values } = parseArgs({ options: { memory: { type: 'boolean', default: false } } })

try {
  const relay = await startRelay({
    persistence: values.memory ? 'memory' : 'default',
    onError: (error, where) =>
      console.error(`relay: ${where} failed:`, error instanceof Error ? error.message : error),
  })
  console.log(`Relay: ${relay.url}`)
  const shutdown = () => {
    relay.stop().then(
      () => process.exit(0),
      (error) => {
        console.error('relay: stop failed:', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
} catch (error) {
  console.error(error instanceof RelayError ? error.shortMessage : error)
  process.exit(1)
}
