import { SocialIcon } from '../../components/SocialIcon.js'
import { SOCIAL_NAMES } from '../../components/socialNames.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useSocialLogin } from './useSocialLogin.js'

/** ConnectSocials: every social login the app enabled, by name (Connect shows the first few). */
export default function ConnectSocialsView() {
  const { foyer, t } = useFoyerContext()
  const start = useSocialLogin()
  const providers = foyer.options.features.socials || []
  return (
    <ul className="foyer-list" aria-label={t('socialsLabel')}>
      {providers.map((provider) => (
        <li key={provider}>
          <button type="button" className="foyer-list-item" onClick={() => start(provider)}>
            <SocialIcon provider={provider} />
            <span className="foyer-list-item__name">{SOCIAL_NAMES[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
