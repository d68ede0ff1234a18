import type { Address } from 'viem'
import { testAccounts } from './accounts.js'

/** A name the deploy script registers forward (name -> address) and reverse (address -> name). */
export interface DevnetEnsName {
  readonly name: string
  readonly owner: Address
  /** Index of the owner in `testAccounts`. */
  readonly accountIndex: number
  /** Text records set on the name's resolver. */
  readonly texts: Readonly<Record<string, string>>
}

const foyerAvatarSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#5b4cf0"/>' +
  '<path d="M30 26h38v10H42v10h22v10H42v16H30z" fill="#fff"/></svg>'

/** foyer.eth's avatar record: an inline SVG, so viem's getEnsAvatar resolves it with no network. */
export const foyerAvatar = `data:image/svg+xml;base64,${btoa(foyerAvatarSvg)}`

/** Names registered on both chains, in registration order. */
export const ensNames = [
  {
    name: 'foyer.eth',
    owner: testAccounts[0].address,
    accountIndex: 0,
    texts: { avatar: foyerAvatar, description: 'Foyer devnet test account 0', url: 'http://localhost:5173' },
  },
  {
    name: 'alice.eth',
    owner: testAccounts[1].address,
    accountIndex: 1,
    texts: { description: 'Alice, test account 1' },
  },
  {
    name: 'bob.eth',
    owner: testAccounts[2].address,
    accountIndex: 2,
    texts: { description: 'Bob, test account 2' },
  },
] as const satisfies readonly DevnetEnsName[]

/**
 * The zone where visitors register account names: each `<label>.foyer.id` resolves on chain
 * through the zone's CCIP-read resolver, whose gateway is the cloud's /v1/profile/ccip endpoint.
 */
export const nameZone = 'foyer.id'

/**
 * The gateway's signing key (mnemonic index 11), public like every devnet key: the zone's resolver
 * accepts answers signed by it. A real deployment gives its own resolver its own key.
 */
export const nameGatewaySigner = {
  address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
} as const

/** EIP-3668 URL template of the gateway; the devnet points the resolver at the running cloud on start. */
export const nameGatewayPath = '/v1/profile/ccip/{sender}/{data}.json'
export const defaultNameGatewayUrl = `http://localhost:4000${nameGatewayPath}`
