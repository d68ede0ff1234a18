import type { FoyerState } from '@foyer/core'
import { SocialIcon } from '../components/SocialIcon.js'
import { SOCIAL_NAMES } from '../components/socialNames.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import type { ViewProps } from './types.js'

const selectSocial = (state: FoyerState) => state.embeddedWallet.social

/**
 * ConnectingSocial: the provider's window is open (or was blocked). Core moves on to Account when the
 * provider answers, or back to Connect with a message; leaving this view closes the window (core sees
 * the route change).
 */
export default function ConnectingSocialView({ route }: ViewProps<'ConnectingSocial'>) {
  const { foyer, t } = useFoyerContext()
  const { provider } = route.data
  const social = useFoyerSelector(selectSocial)
  const name = SOCIAL_NAMES[provider]
  const blocked = social?.provider === provider && social.status === 'blocked'
  return (
    <div className="foyer-center">
      <span className="foyer-spinner-wrap foyer-social-spinner" data-error={blocked}>
        <SocialIcon provider={provider} />
      </span>
      {blocked ? (
        <>
          <div role="alert" className="foyer-stack">
            <p className="foyer-heading foyer-error">{t('socialBlocked')}</p>
            <p className="foyer-muted">{t('socialBlockedBody')}</p>
          </div>
          <button
            type="button"
            className="foyer-button"
            data-variant="secondary"
            // In the click, so the browser lets the window open this time.
            onClick={() => foyer.embeddedWallet.connectSocial(provider).catch(() => {})}
          >
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <div role="status" className="foyer-stack">
          <p className="foyer-heading">
            {social?.status === 'connecting' ? t('socialConnecting') : t('socialWaiting', { provider: name })}
          </p>
          <p className="foyer-muted">{t('socialWaitingBody')}</p>
        </div>
      )}
    </div>
  )
}
