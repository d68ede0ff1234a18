// A page for scripts/browser-check.mjs: the real createFoyer with core's fake adapter, so the modal
// runs in a real browser (layout, CSS, colour contrast) without a wallet or a chain.
import { createFoyer, createMemoryStorage } from '@foyer/core'
import { createFakeAdapter, testMainnet, testSepolia } from '@foyer/core/testing'
import { ConnectButton, FoyerProvider, NetworkButton } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const params = new URLSearchParams(location.search)
const theme = params.get('theme')
const adapter = createFakeAdapter()
const foyer = createFoyer({
  projectId: 'check',
  networks: [
    { ...testMainnet, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } },
    testSepolia,
  ],
  adapters: [adapter],
  storage: createMemoryStorage(),
  isMobile: false,
  ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
})
Object.assign(window, { foyer, adapter })

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <FoyerProvider foyer={foyer}>
      <div style={{ display: 'flex', gap: 8, padding: 16 }}>
        <ConnectButton />
        <NetworkButton />
      </div>
    </FoyerProvider>,
  )
}
