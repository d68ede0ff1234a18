import type { FoyerState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { OtpForm } from './OtpForm.js'

const selectEmbedded = (state: FoyerState) => state.embeddedWallet

/** Email update, second step: the code sent to the current address. */
export default function UpdateEmailPrimaryOtpView() {
  const { foyer } = useFoyerContext()
  const { email, newEmail } = useFoyerSelector(selectEmbedded)
  return (
    <OtpForm
      email={email}
      submit={(code) => foyer.embeddedWallet.updateEmailPrimaryOtp(code)}
      resend={newEmail ? () => foyer.embeddedWallet.updateEmail(newEmail) : undefined}
    />
  )
}
