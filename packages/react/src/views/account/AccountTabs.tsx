import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import type { MessageId } from '../../i18n/en.js'
import { useStyle } from '../../styles/injectStyle.js'
import { accountCss } from './accountCss.js'

// One chunk per panel: the Account view loads only the tab it shows.
const panels = {
  tokens: lazy(() => import('./TokensPanel.js')),
  nfts: lazy(() => import('./NftsPanel.js')),
  activity: lazy(() => import('./ActivityPanel.js')),
}
type TabId = keyof typeof panels
const LABELS: Record<TabId, MessageId> = { tokens: 'tabTokens', nfts: 'tabNfts', activity: 'tabActivity' }

/**
 * The Account view's Tokens, NFTs and Activity tabs, in the ARIA tabs pattern: arrow keys,
 * Home and End move between tabs and select them; only the selected tab is in the tab order.
 */
export function AccountTabs() {
  const { foyer, t } = useFoyerContext()
  useStyle('foyer-account', accountCss)
  const tabs: TabId[] = foyer.options.features.history ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const [selected, setSelected] = useState<TabId>('tokens')
  const buttons = useRef(new Map<TabId, HTMLButtonElement>())
  const id = useId()

  const select = (tab: TabId) => {
    setSelected(tab)
    buttons.current.get(tab)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined
    if (!target) return
    event.preventDefault()
    select(target)
  }
  const Panel = panels[selected]

  return (
    <div className="foyer-stack">
      <div className="foyer-tabs" role="tablist" aria-label={t('accountTabsLabel')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            type="button"
            role="tab"
            className="foyer-tab"
            id={`${id}-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t(LABELS[tab])}
          </button>
        ))}
      </div>
      <div
        className="foyer-tabpanel"
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable.
        tabIndex={0}
      >
        <Suspense fallback={<div className="foyer-skeleton" />}>
          <Panel />
        </Suspense>
      </div>
    </div>
  )
}
