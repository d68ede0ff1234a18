import type { SocialProvider } from '@foyer/core'
import { useId } from 'react'
import { SocialIcon } from '../../components/SocialIcon.js'
import { useTranslate } from '../../hooks/useFoyerContext.js'

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** Social login buttons with each provider's mark and name, disabled until social login ships, with the reason shown under them. */
export function SocialLogins({ providers }: { providers: readonly SocialProvider[] }) {
  const t = useTranslate()
  const noteId = useId()
  if (providers.length === 0) return null
  return (
    <div className="foyer-stack">
      <ul className="foyer-list foyer-socials" aria-label={t('socialsLabel')}>
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="foyer-list-item"
              disabled
              aria-label={t('continueWithSocial', { provider: PROVIDER_NAMES[provider] })}
              aria-describedby={noteId}
            >
              <SocialIcon provider={provider} />
              <span className="foyer-list-item__name">{PROVIDER_NAMES[provider]}</span>
            </button>
          </li>
        ))}
      </ul>
      <p id={noteId} className="foyer-muted">
        {t('socialNotAvailable')}
      </p>
    </div>
  )
}
