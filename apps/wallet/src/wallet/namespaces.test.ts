import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { polkadotTestKey } from '../keys/testKeys.js'
import { cosmosTestAccount } from './cosmos/account.js'
import { UnsupportedProposalError } from './errors.js'
import { approvedNamespaces, describeProposal } from './namespaces.js'
import { polkadotAddressOn, polkadotTestAccount } from './polkadot/account.js'

const address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

function proposal(parts: Partial<ProposalTypes.Struct>): ProposalTypes.Struct {
  return {
    id: 1,
    expiryTimestamp: 2_000_000_000,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'c'.repeat(64),
      metadata: {
        name: 'Foyer Demo',
        description: 'demo',
        url: 'http://localhost:5173',
        icons: ['not-a-url', 'http://localhost:5173/icon.svg'],
      },
    },
    requiredNamespaces: {},
    optionalNamespaces: {},
    pairingTopic: 'd'.repeat(64),
    ...parts,
  }
}

const methods = ['personal_sign', 'eth_sendTransaction']
const events = ['chainChanged', 'accountsChanged']

describe('approvedNamespaces', () => {
  it('approves the devnet chains the dApp asked for, with the account on each', () => {
    const namespaces = approvedNamespaces({
      proposal: proposal({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337', 'eip155:31338', 'eip155:1'], methods, events },
        },
      }),
      address,
      chainIds: [31337, 31338],
    })
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`])
    expect(namespaces.eip155?.methods).toEqual(expect.arrayContaining(methods))
    expect(namespaces.eip155?.events).toEqual(expect.arrayContaining(events))
  })

  it('approves only the chains requested when the dApp asks for one', () => {
    const namespaces = approvedNamespaces({
      proposal: proposal({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods, events } } }),
      address,
      chainIds: [31337, 31338],
    })
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
  })

  it('refuses a proposal that requires a chain the wallet lacks', () => {
    expect(() =>
      approvedNamespaces({
        proposal: proposal({ requiredNamespaces: { eip155: { chains: ['eip155:1'], methods, events } } }),
        address,
        chainIds: [31337, 31338],
      }),
    ).toThrow(UnsupportedProposalError)
  })

  it('refuses a proposal with no devnet chain at all', () => {
    expect(() =>
      approvedNamespaces({
        proposal: proposal({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods, events } } }),
        address,
        chainIds: [31337, 31338],
      }),
    ).toThrow('This wallet cannot approve the requested chains or methods')
  })

  const solana = {
    address: '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  }
  const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

  it('approves the Solana networks the dApp asked for beside EVM, with the Solana account on each', () => {
    const namespaces = approvedNamespaces({
      proposal: proposal({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods, events },
          solana: {
            chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
            methods: [...solanaMethods, 'solana_signAllTransactions'],
            events,
          },
        },
      }),
      address,
      chainIds: [31337, 31338],
      solana,
    })
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    expect(namespaces.solana?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    expect(namespaces.solana?.accounts).toEqual([`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana.address}`])
    expect(namespaces.solana?.methods).toEqual(expect.arrayContaining(solanaMethods))
  })

  it('approves no Solana namespace the dApp did not ask for, and a Solana-only proposal', () => {
    const evmOnly = approvedNamespaces({
      proposal: proposal({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods, events } } }),
      address,
      chainIds: [31337],
      solana,
    })
    expect(Object.keys(evmOnly)).toEqual(['eip155'])
    const solanaOnly = approvedNamespaces({
      proposal: proposal({
        optionalNamespaces: { solana: { chains: solana.chains, methods: solanaMethods, events } },
      }),
      address,
      chainIds: [31337],
      solana,
    })
    expect(Object.keys(solanaOnly)).toEqual(['solana'])
  })

  const polkadotChain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
  const kusamaChain = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
  const polkadotRequested = { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events }
  const cosmosRequested = { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events }
  const polkadotAndCosmos = {
    polkadot: { addressOn: (chain: string) => polkadotAddressOn(polkadotTestAccount, chain) },
    cosmos: { address: cosmosTestAccount.address },
  }

  it('approves every polkadot and cosmos chain asked for beside EVM, with the address on each', () => {
    const namespaces = approvedNamespaces({
      proposal: proposal({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods, events },
          polkadot: { chains: [polkadotChain, kusamaChain], ...polkadotRequested },
          cosmos: { chains: ['cosmos:cosmoshub-4', 'cosmos:osmosis-1'], ...cosmosRequested },
        },
      }),
      address,
      chainIds: [31337],
      ...polkadotAndCosmos,
    })
    expect(Object.keys(namespaces)).toEqual(['eip155', 'polkadot', 'cosmos'])
    expect(namespaces.polkadot).toEqual({
      chains: [polkadotChain, kusamaChain],
      // Polkadot's own SS58 prefix (0) on Polkadot, the generic 42 elsewhere.
      accounts: [
        `${polkadotChain}:${polkadotTestKey.polkadotAddress}`,
        `${kusamaChain}:${polkadotTestKey.genericAddress}`,
      ],
      methods: polkadotRequested.methods,
      events,
    })
    expect(namespaces.cosmos).toEqual({
      chains: ['cosmos:cosmoshub-4', 'cosmos:osmosis-1'],
      accounts: [
        `cosmos:cosmoshub-4:${cosmosTestAccount.address}`,
        `cosmos:osmosis-1:${cosmosTestAccount.address}`,
      ],
      methods: cosmosRequested.methods,
      events,
    })
  })

  it('approves a required polkadot chain named by its key, and a proposal of polkadot and cosmos only', () => {
    const namespaces = approvedNamespaces({
      proposal: proposal({
        requiredNamespaces: { [polkadotChain]: polkadotRequested },
        optionalNamespaces: { cosmos: { chains: ['cosmos:cosmoshub-4'], ...cosmosRequested } },
      }),
      address,
      chainIds: [31337],
      ...polkadotAndCosmos,
    })
    expect(namespaces.polkadot?.accounts).toEqual([`${polkadotChain}:${polkadotTestKey.polkadotAddress}`])
    expect(namespaces.cosmos?.chains).toEqual(['cosmos:cosmoshub-4'])
    expect(namespaces.eip155).toBeUndefined()
  })

  it('approves no polkadot or cosmos namespace without their accounts, and refuses one required then', () => {
    const optional = approvedNamespaces({
      proposal: proposal({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods, events },
          polkadot: { chains: [polkadotChain], ...polkadotRequested },
        },
      }),
      address,
      chainIds: [31337],
    })
    expect(Object.keys(optional)).toEqual(['eip155'])
    expect(() =>
      approvedNamespaces({
        proposal: proposal({
          requiredNamespaces: { cosmos: { chains: ['cosmos:cosmoshub-4'], ...cosmosRequested } },
        }),
        address,
        chainIds: [31337],
        polkadot: polkadotAndCosmos.polkadot,
      }),
    ).toThrow(UnsupportedProposalError)
  })

  it('refuses a polkadot method it lacks when the dApp requires it', () => {
    expect(() =>
      approvedNamespaces({
        proposal: proposal({
          requiredNamespaces: {
            polkadot: { chains: [polkadotChain], methods: ['polkadot_sendTransaction'], events },
          },
        }),
        address,
        chainIds: [31337],
        ...polkadotAndCosmos,
      }),
    ).toThrow(UnsupportedProposalError)
  })

  it('approves the Bitcoin network asked for with the payment address, its methods and its event', () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const bip122 = {
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
    }
    const payment = 'bcrt1q769sksczmj4w0zwzxm9mxv5934nepg5vjyjsxh'
    const namespaces = approvedNamespaces({
      proposal: proposal({
        optionalNamespaces: {
          bip122: { chains: [regtest, 'bip122:000000000019d6689c085ae165831e93'], ...bip122 },
        },
      }),
      address,
      chainIds: [31337],
      bitcoin: { address: payment, chains: [regtest] },
    })
    expect(namespaces.bip122).toEqual({ chains: [regtest], accounts: [`${regtest}:${payment}`], ...bip122 })
  })

  it('validates its input', () => {
    expect(() =>
      approvedNamespaces({ proposal: proposal({}), address: '0x1234' as `0x${string}`, chainIds: [31337] }),
    ).toThrow('Expected a 0x-prefixed 20-byte address')
  })
})

describe('describeProposal', () => {
  it("gives the dApp's name, URL, first usable icon, and the chains and methods it asks for", () => {
    expect(
      describeProposal(
        proposal({
          requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events } },
          optionalNamespaces: {
            eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['eth_sendTransaction'], events },
            'eip155:1': { methods: ['personal_sign'], events },
          },
        }),
      ),
    ).toEqual({
      name: 'Foyer Demo',
      url: 'http://localhost:5173',
      icon: 'http://localhost:5173/icon.svg',
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
  })
})
