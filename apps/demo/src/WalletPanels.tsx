import { useFoyerAccount } from '@foyer/react'
import BatchCalls from './BatchCalls.js'
import BitcoinPsbt from './BitcoinPsbt.js'
import { basicMode } from './foyer.js'
import SignMessage from './SignMessage.js'

/** What a connected visitor can do with their wallet in the demo: sign a message, send a batch (EVM), sign a PSBT (Bitcoin). */
export default function WalletPanels() {
  // EIP-5792 batches are an EVM wallet request, sent through the app's wagmi config (not in basic mode).
  const { caipAddress } = useFoyerAccount()
  return (
    <>
      <SignMessage />
      {caipAddress?.startsWith('eip155:') && !basicMode ? <BatchCalls /> : null}
      {caipAddress?.startsWith('bip122:') ? <BitcoinPsbt /> : null}
    </>
  )
}
