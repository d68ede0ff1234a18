import { useTranslate } from '../hooks/useFoyerContext.js'
import { NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not request; core keeps the modal open until it switches. */
export default function UnsupportedChainView() {
  const t = useTranslate()
  return (
    <div className="foyer-stack">
      <div className="foyer-stack" style={{ textAlign: 'center' }}>
        <p className="foyer-heading">{t('unsupportedChainTitle')}</p>
        <p className="foyer-muted">{t('unsupportedChainBody')}</p>
      </div>
      <NetworkList />
    </div>
  )
}
