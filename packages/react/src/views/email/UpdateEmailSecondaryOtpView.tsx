import type { FoyerState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { OtpForm } from './OtpForm.js'

const selectNewEmail = (state: FoyerState) => state.embeddedWallet.newEmail

/** Email update, last step: the code sent to the new address; on success it is the account's email. */
export default function UpdateEmailSecondaryOtpView() {
  const { foyer } = useFoyerContext()
  const newEmail = useFoyerSelector(selectNewEmail)
  return <OtpForm email={newEmail} submit={(code) => foyer.embeddedWallet.updateEmailSecondaryOtp(code)} />
}
