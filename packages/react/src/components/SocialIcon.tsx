import type { SocialProvider } from '@foyer/core'
import type { ReactNode } from 'react'

// Simple marks drawn for Foyer (not the providers' artwork): enough to recognise a provider at 24 px.
// Brand colours where the mark is a colour, currentColor where it is black or white in either theme.
const MARKS: Record<SocialProvider, ReactNode> = {
  google: (
    <path
      d="M19.5 12h-7.5M19.5 12a7.5 7.5 0 1 1-2.2-5.3"
      fill="none"
      stroke="#4285f4"
      strokeWidth={3}
      strokeLinecap="round"
    />
  ),
  github: (
    <path
      d="M5.5 4.5l3.5 2.5a8 8 0 0 1 6 0l3.5-2.5v5.5a7 7 0 0 1-3.5 6v4.5h-7V16a7 7 0 0 1-3.5-6z"
      fill="currentColor"
    />
  ),
  apple: (
    <>
      <path
        d="M12 8c-1.7-1.2-4.2-1-5.6.6-1.6 1.9-1.5 5.4.3 8.6 1 1.8 2.2 3.3 3.6 3 .8-.2 1.1-.6 1.7-.6s.9.4 1.7.6c1.4.3 2.7-1.3 3.6-3l.7-1.5c-1.7-.8-2.6-2.5-2.3-4.3.2-1.1.8-2 1.7-2.6-1.5-1.8-3.9-2-5.4-.8z"
        fill="currentColor"
      />
      <path d="M12 7c-.2-2.1 1.2-3.9 3.2-4 .2 2-1.2 3.9-3.2 4z" fill="currentColor" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877f2" />
      <path d="M15.5 8h-1.8a1.7 1.7 0 0 0-1.7 1.7V22M9 13h6" fill="none" stroke="#fff" strokeWidth={2.4} />
    </>
  ),
  x: (
    <>
      <path d="M3.5 3.5h5l12 17h-5z" fill="currentColor" />
      <path d="M20 3.5l-6.4 7.3M10.4 13.2L4 20.5" fill="none" stroke="currentColor" strokeWidth={1.6} />
    </>
  ),
  discord: (
    <>
      <path
        d="M6 6.5c1.9-1.1 3.9-1.5 6-1.5s4.1.4 6 1.5c1.4 2.4 2.1 5.3 2 9-1.4 1.2-3 2-4.6 2.5l-1-2c-.8.3-1.6.4-2.4.4s-1.6-.1-2.4-.4l-1 2C7 17.5 5.4 16.7 4 15.5c-.1-3.7.6-6.6 2-9z"
        fill="#5865f2"
      />
      <circle cx="9.3" cy="11.8" r="1.5" fill="#fff" />
      <circle cx="14.7" cy="11.8" r="1.5" fill="#fff" />
    </>
  ),
  farcaster: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855dcd" />
      <path d="M7 7.5h10v9.5h-2.2v-4a2.8 2.8 0 0 0-5.6 0v4H7z" fill="#fff" />
    </>
  ),
}

/** A social provider's mark for its login tile. Decorative: the provider's name is always the tile's text. */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return (
    <span className="foyer-icon foyer-social-icon" aria-hidden="true" data-provider={provider}>
      <svg aria-hidden="true" focusable="false" width="1em" height="1em" viewBox="0 0 24 24">
        {MARKS[provider]}
      </svg>
    </span>
  )
}
