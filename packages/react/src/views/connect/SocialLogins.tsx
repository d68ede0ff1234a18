import type { SocialProvider } from '@foyer/core'
import { MoreIcon } from '../../components/icons.js'
import { SocialIcon } from '../../components/SocialIcon.js'
import { SOCIAL_NAMES } from '../../components/socialNames.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useSocialLogin } from './useSocialLogin.js'

/** How many tiles fit in the row under the first provider; with more providers the last one is 'Other'. */
const ROW = 4

/**
 * The social logins in the app's order: the first as a large button, the next ones as a row of
 * tiles, and the rest behind 'Other' (ConnectSocials), as the hosted kit lays them out.
 */
export function SocialLogins({ providers }: { providers: readonly SocialProvider[] }) {
  const { foyer, t } = useFoyerContext()
  const start = useSocialLogin()
  const [first, ...rest] = providers
  if (!first) return null
  const more = rest.length > ROW
  const tiles = more ? rest.slice(0, ROW - 1) : rest
  return (
    <div className="foyer-stack">
      <button type="button" className="foyer-list-item" onClick={() => start(first)}>
        <SocialIcon provider={first} />
        <span className="foyer-list-item__name">
          {t('continueWithSocial', { provider: SOCIAL_NAMES[first] })}
        </span>
      </button>
      {tiles.length > 0 ? (
        <ul className="foyer-social-row" aria-label={t('socialsLabel')}>
          {tiles.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="foyer-social-tile"
                aria-label={t('continueWithSocial', { provider: SOCIAL_NAMES[provider] })}
                title={SOCIAL_NAMES[provider]}
                onClick={() => start(provider)}
              >
                <SocialIcon provider={provider} />
              </button>
            </li>
          ))}
          {more ? (
            <li>
              <button
                type="button"
                className="foyer-social-tile"
                aria-label={t('otherSocials')}
                title={t('otherSocials')}
                onClick={() => foyer.router.push('ConnectSocials')}
              >
                <span className="foyer-icon" aria-hidden="true">
                  <MoreIcon />
                </span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
