import type { FoyerState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { OtpForm } from './OtpForm.js'

const selectEmail = (state: FoyerState) => state.embeddedWallet.email

/** The login code: a full code signs in; the Account view follows. */
export default function EmailVerifyOtpView() {
  const { foyer } = useFoyerContext()
  const email = useFoyerSelector(selectEmail)
  return (
    <OtpForm
      email={email}
      submit={(code) => foyer.embeddedWallet.connectOtp(code)}
      resend={email ? () => foyer.embeddedWallet.connectEmail(email) : undefined}
    />
  )
}
