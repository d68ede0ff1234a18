import { NETWORK_IMAGES } from './networkImages.js'

/** Logo shown for a wallet imported without one. */
export const PLACEHOLDER_WALLET_IMAGE_ID = 'placeholder'

const svg = (body: string) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`,
  )

const circleLabel = (fill: string, label: string, text = '#fff') =>
  svg(
    `<circle cx="48" cy="48" r="46" fill="${fill}"/>` +
      `<text x="48" y="56" font-family="sans-serif" font-size="${label.length > 3 ? 20 : 26}" font-weight="700" fill="${text}" text-anchor="middle">${label}</text>`,
  )

const roundedLabel = (fill: string, label: string) =>
  svg(
    `<rect x="2" y="2" width="92" height="92" rx="20" fill="${fill}"/>` +
      `<text x="48" y="56" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>`,
  )

export interface SeedImage {
  kind: 'wallet' | 'asset' | 'currency' | 'token'
  id: string
  contentType: string
  bytes: Uint8Array
}

const SVG = 'image/svg+xml'

/**
 * Images for the local stack: the networks (networkImages.ts),
 * the demo tokens by symbol, fiat currencies by code, the placeholder wallet logo, and the connector
 * images the hosted kit's client asks for by their fixed hosted asset ids (WalletConnect, browser wallet).
 */
export const SEED_IMAGES: readonly SeedImage[] = [
  ...NETWORK_IMAGES,
  {
    kind: 'asset',
    id: 'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400',
    contentType: SVG,
    bytes: roundedLabel('#3396ff', 'WC'),
  },
  {
    kind: 'asset',
    id: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00',
    contentType: SVG,
    bytes: roundedLabel('#495057', 'Web'),
  },
  { kind: 'token', id: 'ETH', contentType: SVG, bytes: circleLabel('#627eea', 'ETH') },
  { kind: 'token', id: 'USDC', contentType: SVG, bytes: circleLabel('#2775ca', 'USDC') },
  { kind: 'token', id: 'FOY', contentType: SVG, bytes: circleLabel('#f08c00', 'FOY') },
  { kind: 'token', id: 'SOL', contentType: SVG, bytes: circleLabel('#9945ff', 'SOL') },
  { kind: 'token', id: 'BTC', contentType: SVG, bytes: circleLabel('#f7931a', 'BTC') },
  { kind: 'currency', id: 'USD', contentType: SVG, bytes: circleLabel('#2b8a3e', '$') },
  { kind: 'currency', id: 'EUR', contentType: SVG, bytes: circleLabel('#1c3faa', '€') },
  {
    kind: 'wallet',
    id: PLACEHOLDER_WALLET_IMAGE_ID,
    contentType: SVG,
    bytes: roundedLabel('#868e96', 'Wallet'),
  },
]
