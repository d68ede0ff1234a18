import BatchCalls from './BatchCalls.js'
import SignMessage from './SignMessage.js'

/** What a connected visitor can do with their wallet in the demo: sign a message, send a batch. */
export default function WalletPanels() {
  return (
    <>
      <SignMessage />
      <BatchCalls />
    </>
  )
}
