import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { Address } from 'viem'
import { z } from 'zod'
import { bip122Events, bip122Methods } from './bitcoin/account.js'
import { caipChainId } from './chains.js'
import { supportedEvents, supportedMethods } from './constants.js'
import { cosmosChainIdPattern, cosmosMethods } from './cosmos/account.js'
import type { WalletAccounts } from './dispatch.js'
import { UnsupportedProposalError } from './errors.js'
import { polkadotAddressOn, polkadotChainIdPattern } from './polkadot/account.js'
import { polkadotMethods } from './polkadot/requests.js'
import { solanaMethods } from './solana/requests.js'

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')
const chainIdsSchema = z.array(z.number().int().positive()).min(1, 'Expected at least one chain')

const solanaSchema = z
  .object({
    address: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a base58 Solana address'),
    chains: z.array(
      z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'Expected solana:<genesis prefix>'),
    ),
  })
  .optional()

/**
 * The chains of `namespace` the proposal asks for (required or optional, listed in the namespace or
 * as its key, `polkadot:91b1…`), those matching `pattern` only.
 */
function requestedChains(proposal: ProposalTypes.Struct, namespace: string, pattern: RegExp): string[] {
  const chains = new Set<string>()
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces]) {
    for (const [key, requested] of Object.entries(group ?? {})) {
      if (key === namespace) for (const chain of requested.chains ?? []) chains.add(chain)
      else if (key.startsWith(`${namespace}:`)) chains.add(key)
    }
  }
  return [...chains].filter((chain) => pattern.test(chain))
}

/**
 * The namespaces to approve a proposal with: every devnet chain the dApp asked for (required or
 * optional), this wallet's methods and events, and the one account on each approved chain; with
 * `solana`, the same for the Solana networks the dApp asked for (the `solana` namespace). With `polkadot`
 * and `cosmos`, every `polkadot:` and `cosmos:` chain the dApp asked for (signing needs no node), each
 * with the account's address there (`polkadot:<prefix>:<SS58>`, `cosmos:<chain id>:<bech32>`). With
 * `bitcoin`, the wallet's Bitcoin networks the dApp asked for, the payment address on each (`bip122`).
 *
 * @throws UnsupportedProposalError when the dApp requires something this wallet lacks, or asks for no
 * chain this wallet has.
 */
export function approvedNamespaces(parameters: {
  proposal: ProposalTypes.Struct
  address: Address
  chainIds: readonly number[]
  /** The Solana account and the wallet's Solana networks (CAIP-2). */
  solana?: { address: string; chains: readonly string[] } | undefined
  /** The Polkadot account's address on a `polkadot:` chain. */
  polkadot?: { addressOn: (chainId: string) => string } | undefined
  /** The Cosmos account's bech32 address. */
  cosmos?: { address: string } | undefined
  /** The Bitcoin account's payment address and the wallet's Bitcoin networks (CAIP-2). */
  bitcoin?: { address: string; chains: readonly string[] } | undefined
}): SessionTypes.Namespaces {
  const address = addressSchema.parse(parameters.address)
  const chains = chainIdsSchema.parse(parameters.chainIds).map(caipChainId)
  const solana = solanaSchema.parse(parameters.solana)
  const { polkadot, cosmos, bitcoin } = parameters
  const polkadotChains = polkadot
    ? requestedChains(parameters.proposal, 'polkadot', polkadotChainIdPattern)
    : []
  const cosmosChains = cosmos ? requestedChains(parameters.proposal, 'cosmos', cosmosChainIdPattern) : []
  let namespaces: SessionTypes.Namespaces
  try {
    namespaces = buildApprovedNamespaces({
      proposal: parameters.proposal,
      supportedNamespaces: {
        eip155: {
          chains,
          methods: [...supportedMethods],
          events: [...supportedEvents],
          accounts: chains.map((chain) => `${chain}:${address}`),
        },
        ...(solana && {
          solana: {
            chains: solana.chains,
            methods: [...solanaMethods],
            events: [...supportedEvents],
            accounts: solana.chains.map((chain) => `${chain}:${solana.address}`),
          },
        }),
        ...(polkadot &&
          polkadotChains.length > 0 && {
            polkadot: {
              chains: polkadotChains,
              methods: [...polkadotMethods],
              events: [...supportedEvents],
              accounts: polkadotChains.map((chain) => `${chain}:${polkadot.addressOn(chain)}`),
            },
          }),
        ...(bitcoin && {
          bip122: {
            chains: [...bitcoin.chains],
            methods: [...bip122Methods],
            events: [...bip122Events, ...supportedEvents],
            accounts: bitcoin.chains.map((chain) => `${chain}:${bitcoin.address}`),
          },
        }),
        ...(cosmos &&
          cosmosChains.length > 0 && {
            cosmos: {
              chains: cosmosChains,
              methods: [...cosmosMethods],
              events: [...supportedEvents],
              accounts: cosmosChains.map((chain) => `${chain}:${cosmos.address}`),
            },
          }),
      },
    })
  } catch (error) {
    throw new UnsupportedProposalError({ details: (error as Error).message, cause: error })
  }
  if (Object.values(namespaces).every((namespace) => (namespace.chains?.length ?? 0) === 0)) {
    const offered = [
      ...chains,
      ...(solana?.chains ?? []),
      ...(bitcoin?.chains ?? []),
      ...(polkadot ? ['polkadot:*'] : []),
      ...(cosmos ? ['cosmos:*'] : []),
    ]
    throw new UnsupportedProposalError({ details: `The dApp asked for none of ${offered.join(', ')}` })
  }
  return namespaces
}

/** {@link approvedNamespaces} for everything the wallet holds: its EVM chains and every other account. */
export function walletNamespaces(
  proposal: ProposalTypes.Struct,
  wallet: WalletAccounts,
  chainIds: readonly number[],
): SessionTypes.Namespaces {
  const { solana, polkadot, cosmos, bitcoin } = wallet
  return approvedNamespaces({
    proposal,
    address: wallet.account.address,
    chainIds,
    solana: solana && {
      address: solana.key.address,
      chains: solana.networks.map((network) => network.caipNetworkId),
    },
    polkadot: polkadot && { addressOn: (chain) => polkadotAddressOn(polkadot, chain) },
    cosmos: cosmos && { address: cosmos.address },
    bitcoin: bitcoin && {
      address: bitcoin.account.payment.address,
      chains: bitcoin.networks.map((network) => network.caipNetworkId),
    },
  })
}

/** What the proposal screen shows about a dApp and its request. */
export interface ProposalSummary {
  name: string
  url: string
  icon: string | undefined
  /** CAIP-2 ids, required first, then optional, without repeats. */
  chains: string[]
  methods: string[]
}

/** The dApp's name, URL, icon and the chains and methods it asks for, for the proposal screen. */
export function describeProposal(proposal: ProposalTypes.Struct): ProposalSummary {
  const chains = new Set<string>()
  const methods = new Set<string>()
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces]) {
    for (const [key, namespace] of Object.entries(group ?? {})) {
      // A namespace key may itself be a chain ("eip155:1") with no chains list.
      for (const chain of namespace.chains ?? (key.includes(':') ? [key] : [])) chains.add(chain)
      for (const method of namespace.methods) methods.add(method)
    }
  }
  const { metadata } = proposal.proposer
  return {
    name: metadata.name,
    url: metadata.url,
    icon: metadata.icons.find((icon) => /^(https?:|data:image\/)/.test(icon)),
    chains: [...chains],
    methods: [...methods],
  }
}
