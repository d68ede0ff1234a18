import type { FoyerState } from '@foyer/core'
import { useCallback } from 'react'
import { ItemIcon } from '../components/ItemIcon.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useMessageText } from '../i18n/useMessageText.js'
import type { ViewProps } from './types.js'

const selectError = (state: FoyerState) => state.connectionError

/** Waiting for the wallet; on failure the wallet's error and 'Try again'. Core routes on success. */
export default function ConnectingExternalView({ route }: ViewProps<'ConnectingExternal'>) {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  const { connector } = route.data
  const connectionError = useFoyerSelector(selectError)
  const error = connectionError?.connectorId === connector.id ? connectionError.message : undefined
  const retry = useCallback(() => {
    foyer.connect(connector.id, { chain: connector.chain }).catch(() => {})
  }, [foyer, connector])

  return (
    <div className="foyer-center">
      <span className="foyer-spinner-wrap" data-error={error !== undefined}>
        <ItemIcon name={connector.name} imageUrl={connector.imageUrl} />
      </span>
      {error === undefined ? (
        <div role="status" className="foyer-stack">
          <p className="foyer-heading">{t('continueIn', { name: connector.name })}</p>
          <p className="foyer-muted">{t('acceptConnection')}</p>
        </div>
      ) : (
        <>
          <div role="alert" className="foyer-stack">
            <p className="foyer-heading foyer-error">{t('connectionDeclined')}</p>
            <p className="foyer-muted">{text(error)}</p>
          </div>
          <button type="button" className="foyer-button" data-variant="secondary" onClick={retry}>
            {t('tryAgain')}
          </button>
        </>
      )}
    </div>
  )
}
