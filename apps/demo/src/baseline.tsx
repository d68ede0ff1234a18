// The benchmark's reference page: what a bare wagmi app loads (react, viem, @wagmi/core with the
// injected connector and reconnect), with the same block numbers and page styles as the demo and no
// Foyer: the difference is what Foyer costs the page.
import { createConfig, http, injected, reconnect } from '@wagmi/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BlockNumbers } from './BlockNumbers.js'
import { chains } from './chains.js'
import './styles.css'

const config = createConfig({
  chains,
  connectors: [injected()],
  transports: { 31337: http(), 31338: http() },
})
void reconnect(config)

const root = document.getElementById('root')
if (!root) throw new Error('baseline.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <BlockNumbers chains={chains} />
  </StrictMode>,
)
