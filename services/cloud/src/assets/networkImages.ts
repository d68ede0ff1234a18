import type { SeedImage } from './seedImages.js'

// Network and connector images drawn for the local stack (no third-party artwork is copied in).

const svg = (body: string) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`,
  )

const tile = (fill: string, body: string) =>
  svg(`<rect width="96" height="96" rx="24" fill="${fill}"/>${body}`)

// The Ethereum diamond: upper and lower halves, a lighter left face.
const diamond = (color: string) =>
  `<path d="M48 12 26 49l22 13 22-13z" fill="${color}" opacity=".9"/>` +
  `<path d="M48 12v50l22-13z" fill="${color}" opacity=".6"/>` +
  `<path d="M26 54l22 30 22-30-22 13z" fill="${color}" opacity=".9"/>`

const ethereum = (fill: string) => tile(fill, diamond('#fff'))

const solana = tile(
  '#12131a',
  '<defs><linearGradient id="s" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>' +
    '<g fill="url(#s)"><path d="M30 26h44l-8 9H22z"/><path d="M22 44h44l8 9H30z"/><path d="M30 62h44l-8 9H22z"/></g>',
)

// A B with the two strokes through it, drawn (the ₿ glyph is missing from many fonts).
const bitcoin = svg(
  '<circle cx="48" cy="48" r="46" fill="#f7931a"/>' +
    '<g transform="rotate(14 48 48)" fill="#fff"><text x="48" y="66" font-family="sans-serif" font-size="50" font-weight="700" text-anchor="middle">B</text>' +
    '<rect x="39" y="20" width="5" height="56"/><rect x="49" y="20" width="5" height="56"/></g>',
)

const polkadot = svg(
  '<circle cx="48" cy="48" r="46" fill="#e6007a"/>' +
    [0, 60, 120, 180, 240, 300]
      .map(
        (angle) => `<ellipse cx="48" cy="22" rx="9" ry="6" fill="#fff" transform="rotate(${angle} 48 48)"/>`,
      )
      .join(''),
)

const cosmos = svg(
  '<circle cx="48" cy="48" r="46" fill="#2e3148"/>' +
    '<ellipse cx="48" cy="48" rx="34" ry="12" fill="none" stroke="#fff" stroke-width="4" transform="rotate(45 48 48)"/>' +
    '<ellipse cx="48" cy="48" rx="34" ry="12" fill="none" stroke="#fff" stroke-width="4" transform="rotate(-45 48 48)"/>' +
    '<circle cx="48" cy="48" r="7" fill="#fff"/>',
)

const coinbase = svg(
  '<circle cx="48" cy="48" r="46" fill="#0052ff"/>' +
    '<circle cx="48" cy="48" r="26" fill="#fff"/><rect x="39" y="39" width="18" height="18" rx="3" fill="#0052ff"/>',
)

const SVG = 'image/svg+xml'
const asset = (id: string, bytes: Uint8Array): SeedImage => ({ kind: 'asset', id, contentType: SVG, bytes })

/** The chain namespaces with a default image: a network the store has no image for gets its namespace's. */
export const NAMESPACE_IMAGE_IDS: ReadonlySet<string> = new Set([
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
])

/**
 * Network images: the devnet chains (`eip155-31337`, `eip155-31338`), a default per chain namespace
 * (`solana` serves `solana-<genesis>` too, see the image route), Ethereum mainnet, the hosted kit's fixed ids for the
 * namespaces and its Solana and Bitcoin networks, and its connector images (Coinbase, Safe, Ledger).
 */
export const NETWORK_IMAGES: readonly SeedImage[] = [
  asset('eip155-31337', ethereum('#3b5bdb')),
  asset('eip155-31338', ethereum('#0ca678')),
  asset('eip155-1', ethereum('#627eea')),
  asset('solana', solana),
  asset('bip122', bitcoin),
  asset('polkadot', polkadot),
  asset('cosmos', cosmos),
  // The hosted kit's ids: Ethereum, Solana (its three clusters share one), Bitcoin and its testnet.
  asset('ba0ba0cd-17c6-4806-ad93-f9d174f17900', ethereum('#627eea')),
  asset('a1b58899-f671-4276-6a5e-56ca5bd59700', solana),
  asset('0b4838db-0161-4ffe-022d-532bf03dba00', bitcoin),
  asset('39354064-d79b-420b-065d-f980c4b78200', bitcoin),
  // The hosted kit's connector images: Coinbase, Safe, Ledger.
  asset('0c2840c3-5b04-4c44-9661-fbd4b49e1800', coinbase),
  asset(
    '461db637-8616-43ce-035a-d89b8a1d5800',
    tile(
      '#12ff80',
      '<path d="M30 48h36M48 30v36" stroke="#121312" stroke-width="10" stroke-linecap="round"/>',
    ),
  ),
  asset(
    '54a1aa77-d202-4f8d-0fb2-5d2bb6db0300',
    tile('#000', '<path d="M26 26h18v30h26v14H26z" fill="#fff"/>'),
  ),
]
