import { version } from 'react'
import { version as domVersion } from 'react-dom'

// The React 18 run (vitest.react18.config.ts) is only worth its time if the aliases took: a wrong path
// would silently test React 19 twice.
if (!version.startsWith('18.') || !domVersion.startsWith('18.')) {
  throw new Error(`The React 18 run loaded react ${version} and react-dom ${domVersion}`)
}
