import type { DevnetChain } from '@foyer/devnet'
import { useState } from 'react'
import type { BitcoinWalletNetwork } from '../wallet/bitcoin/account.js'
import type { PendingRequest, WalletController } from '../wallet/controller.js'
import { isBitcoinRequest, isCosmosRequest, isPolkadotRequest, isSolanaRequest } from '../wallet/dispatch.js'
import { networkLabel } from '../wallet/networkNames.js'
import type { SolanaWalletNetwork } from '../wallet/solana/networks.js'
import { AccountPanel } from './AccountPanel.js'
import { AuthenticateCard } from './AuthenticateCard.js'
import { PairForm } from './PairForm.js'
import { ProposalCard } from './ProposalCard.js'
import { RequestCard } from './RequestCard.js'
import { SessionList } from './SessionList.js'
import { useWalletState } from './useWallet.js'

/** How a request card names the request's network, and its currency. */
function networkOf(
  request: PendingRequest,
  chains: readonly DevnetChain[],
  solanaNetworks: readonly SolanaWalletNetwork[],
  bitcoinNetworks: readonly BitcoinWalletNetwork[],
): { network: string; symbol: string } {
  if (isSolanaRequest(request)) {
    const network = solanaNetworks.find((candidate) => candidate.caipNetworkId === request.chainId)
    return { network: network ? `${network.name} (${request.chainId})` : request.chainId, symbol: 'SOL' }
  }
  // No node behind these chains: the card names the chain and shows no balance.
  if (isPolkadotRequest(request)) return { network: networkLabel(request.chainId), symbol: 'DOT' }
  if (isCosmosRequest(request)) return { network: networkLabel(request.chainId), symbol: 'ATOM' }
  if (isBitcoinRequest(request)) {
    const network = bitcoinNetworks.find((candidate) => candidate.caipNetworkId === request.chainId)
    return { network: network ? `${network.name} (${request.chainId})` : request.chainId, symbol: 'BTC' }
  }
  const chain = chains.find((candidate) => candidate.id === request.chainId)
  return {
    network: chain ? `${chain.name} (${chain.id})` : `Chain ${request.chainId}`,
    symbol: chain?.nativeCurrency.symbol ?? 'ETH',
  }
}

/** The running wallet: account, pairing, the oldest pending decision, sessions. */
export function Wallet(props: {
  controller: WalletController
  accountIndex: number
  chains: readonly DevnetChain[]
  solanaNetworks: readonly SolanaWalletNetwork[]
  bitcoinNetworks: readonly BitcoinWalletNetwork[]
}) {
  const { controller, chains } = props
  const state = useWalletState(controller)
  const [busy, setBusy] = useState(false)
  const chain = chains.find((candidate) => candidate.id === state.chainId) ?? (chains[0] as DevnetChain)
  const current = state.pending[0]

  // Failures already reach the visitor through the controller's notice; nothing else to do here.
  const act = (action: () => Promise<unknown>) => {
    setBusy(true)
    action()
      .catch(() => {})
      .finally(() => setBusy(false))
  }

  return (
    <>
      <AccountPanel
        address={state.address}
        solana={
          state.solanaAddress && props.solanaNetworks[0]
            ? { address: state.solanaAddress, network: props.solanaNetworks[0] }
            : undefined
        }
        polkadotAddress={state.polkadotAddress}
        cosmosAddress={state.cosmosAddress}
        bitcoin={
          state.bitcoinAddress && props.bitcoinNetworks[0]
            ? { address: state.bitcoinAddress, network: props.bitcoinNetworks[0] }
            : undefined
        }
        accountIndex={props.accountIndex}
        chain={chain}
        chains={chains}
        refreshKey={state.notice}
        onSwitchChain={(chainId) => act(() => controller.switchChain(chainId))}
      />
      {state.notice && (
        <p
          className={`notice ${state.notice.tone}`}
          role={state.notice.tone === 'error' ? 'alert' : 'status'}
        >
          {state.notice.text}
        </p>
      )}
      {current?.kind === 'proposal' && (
        <ProposalCard
          key={current.id}
          item={current}
          busy={busy}
          onApprove={() => act(() => controller.approveProposal(current.id))}
          onReject={() => act(() => controller.rejectProposal(current.id))}
        />
      )}
      {current?.kind === 'authenticate' && (
        <AuthenticateCard
          key={current.id}
          item={current}
          busy={busy}
          onApprove={() => act(() => controller.approveAuthenticate(current.id))}
          onReject={() => act(() => controller.rejectAuthenticate(current.id))}
        />
      )}
      {current?.kind === 'request' && (
        <RequestCard
          key={current.id}
          item={current}
          {...networkOf(current.request, chains, props.solanaNetworks, props.bitcoinNetworks)}
          busy={busy}
          onApprove={() => act(() => controller.approveRequest(current.id))}
          onReject={() => act(() => controller.rejectRequest(current.id))}
        />
      )}
      {state.pending.length > 1 && <p className="muted">{state.pending.length - 1} more waiting</p>}
      <PairForm controller={controller} />
      <SessionList
        sessions={state.sessions}
        onDisconnect={(topic) => act(() => controller.disconnect(topic))}
      />
    </>
  )
}
