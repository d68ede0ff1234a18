import type { SocialProvider } from '@foyer/core'

/** Each provider's own name, as its login button and views show it. */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
