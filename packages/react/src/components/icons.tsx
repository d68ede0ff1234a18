import type { ReactNode } from 'react'

// Inline SVG icons; each is decorative (aria-hidden) because its button carries the accessible name.
// `directional` icons point along the reading direction: the modal mirrors them for right-to-left languages.
function Svg({ children, directional }: { children: ReactNode; directional?: boolean }) {
  return (
    <svg
      className={directional ? 'foyer-directional' : undefined}
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/** An icon drawn by its paths alone. */
function pathIcon(paths: readonly string[], directional = false) {
  return function PathIcon() {
    return (
      <Svg directional={directional}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Svg>
    )
  }
}

export const BackIcon = pathIcon(['M15 18l-6-6 6-6'], true)

export const CloseIcon = pathIcon(['M18 6L6 18M6 6l12 12'])

export const CopyIcon = () => (
  <Svg>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </Svg>
)

export const CheckIcon = pathIcon(['M5 12.5l4.5 4.5L19 7.5'])

export const ExternalIcon = pathIcon([
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
])

export const ChevronIcon = pathIcon(['M9 6l6 6-6 6'], true)

export const DisconnectIcon = pathIcon(['M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10'])

export const WalletsIcon = () => (
  <Svg>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Svg>
)

export const QrIcon = () => (
  <Svg>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM18 18h3v3h-3zM14 20h2M20 14v2" />
  </Svg>
)

/** A paper plane, for the Account view's Send button. */
export const SendIcon = pathIcon(['M22 2 11 13M22 2l-7 20-4-9-9-4z'])

export const MailIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
)

export const KeyIcon = () => (
  <Svg>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 9.2-9.2M17 6l3 3M15 8l2 2" />
  </Svg>
)

export const AtIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8" />
  </Svg>
)

export const HelpIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14" />
    <path d="M12 17.5h.01" />
  </Svg>
)

export const MoreIcon = () => (
  <Svg>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Svg>
)

export const SwapIcon = pathIcon(['M7 4v13M7 4L4 7M7 4l3 3', 'M17 20V7M17 20l-3-3M17 20l3-3'])

/** A smart account: a contract that guards the key, drawn as a shield. */
export const ShieldIcon = pathIcon(['M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z', 'm9 12 2 2 4-4'])

export const CardIcon = () => (
  <Svg>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Svg>
)
