import type { FoyerState } from '@foyer/core'
import { CheckIcon } from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useStyle } from '../../styles/injectStyle.js'
import { namesCss } from './namesCss.js'

const selectRegistered = (state: FoyerState) => state.names.registered

/** RegisterAccountNameSuccess: the name is the account's now; back to the Account view. */
export default function RegisterAccountNameSuccessView() {
  const { foyer, t } = useFoyerContext()
  useStyle('foyer-names', namesCss)
  const name = useFoyerSelector(selectRegistered)
  return (
    <div className="foyer-stack foyer-center" style={{ paddingTop: 0 }}>
      <span className="foyer-name-done" aria-hidden="true">
        <CheckIcon />
      </span>
      <p className="foyer-heading" role="status">
        {t('nameDone', { name: name ?? '' })}
      </p>
      <p className="foyer-muted">{t('nameDoneBody')}</p>
      <button
        type="button"
        className="foyer-button"
        style={{ width: '100%' }}
        onClick={() => foyer.router.reset('Account')}
      >
        {t('sendBackToAccount')}
      </button>
    </div>
  )
}
