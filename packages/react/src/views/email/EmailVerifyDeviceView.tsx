import type { FoyerState } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useStyle } from '../../styles/injectStyle.js'
import { emailCss } from './emailCss.js'
import { useCooldown } from './useCooldown.js'

const selectEmbedded = (state: FoyerState) => state.embeddedWallet

/**
 * A known account on a new browser: the visitor approves it from the link in their mail. The view
 * waits for that (asking again while it stays open) and moves on to the code by itself.
 */
export default function EmailVerifyDeviceView() {
  const { foyer, t } = useFoyerContext()
  useStyle('foyer-email', emailCss)
  const embedded = useFoyerSelector(selectEmbedded)
  const cooldown = useCooldown(embedded.cooldownUntil)
  const [resent, setResent] = useState(false)

  useEffect(() => {
    let active = true
    const wait = () => {
      foyer.embeddedWallet.connectDevice().catch(() => {
        // Not approved yet (or a blip): keep waiting while the view is open.
        if (active) setTimeout(wait, 1000)
      })
    }
    wait()
    return () => {
      active = false
    }
  }, [foyer])

  const email = embedded.email
  return (
    <div className="foyer-stack foyer-email-view">
      {/* The modal's title already says 'Approve this browser'. */}
      <span className="foyer-spinner" aria-hidden="true" />
      <p className="foyer-muted">{t('deviceBody', { email: email ?? '' })}</p>
      <p className="foyer-muted" role="status">
        {resent ? t('linkSent') : t('deviceWaiting')}
      </p>
      {email ? (
        <p className="foyer-muted foyer-resend">
          {cooldown > 0 ? (
            <span>{t('resendLinkIn', { seconds: cooldown })}</span>
          ) : (
            <button
              type="button"
              className="foyer-link-button"
              onClick={() =>
                foyer.embeddedWallet.connectEmail(email).then(
                  () => setResent(true),
                  () => {},
                )
              }
            >
              {t('resendLink')}
            </button>
          )}
        </p>
      ) : null}
    </div>
  )
}
