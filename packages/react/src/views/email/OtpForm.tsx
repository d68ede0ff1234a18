import type { FoyerState } from '@foyer/core'
import { useId, useState } from 'react'
import { useErrorText } from '../../errors/useErrorText.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useStyle } from '../../styles/injectStyle.js'
import { emailCss } from './emailCss.js'
import { OTP_LENGTH, OtpInput } from './OtpInput.js'
import { useCooldown } from './useCooldown.js'

const selectEmbedded = (state: FoyerState) => state.embeddedWallet

interface OtpFormProps {
  /** The address the code went to. */
  email: string | undefined
  submit(code: string): Promise<void>
  /** Asks for a new code; the link shows the 30 s cooldown first. */
  resend?: (() => Promise<void>) | undefined
}

/**
 * A code sent by email: where it went, six boxes that submit once full, the server's answer to a
 * wrong or expired code, and a resend link that counts down its cooldown.
 */
export function OtpForm({ email, submit, resend }: OtpFormProps) {
  const { t } = useFoyerContext()
  const errorText = useErrorText()
  useStyle('foyer-email', emailCss)
  const statusId = useId()
  const embedded = useFoyerSelector(selectEmbedded)
  const [code, setCode] = useState('')
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState<string | undefined>()
  const [sent, setSent] = useState(false)
  const cooldown = useCooldown(embedded.cooldownUntil)

  const run = (value: string) => {
    if (pending || value.length !== OTP_LENGTH) return
    setPending(true)
    setFailed(undefined)
    setSent(false)
    submit(value).then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false)
        setCode('')
        setFailed(errorText(error))
      },
    )
  }
  const onResend = () => {
    if (!resend || cooldown > 0) return
    setFailed(undefined)
    resend().then(
      () => {
        setCode('')
        setSent(true)
      },
      (error: unknown) => setFailed(errorText(error)),
    )
  }

  return (
    <div className="foyer-stack foyer-email-view">
      <p className="foyer-heading">{t('otpSentTo', { email: email ?? '' })}</p>
      <p className="foyer-muted">{t('otpExpires')}</p>
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value)
          setFailed(undefined)
        }}
        onComplete={run}
        disabled={pending}
        invalid={failed !== undefined}
        describedBy={statusId}
      />
      <p id={statusId} role="status" className={failed ? 'foyer-muted foyer-error' : 'foyer-muted'}>
        {pending ? t('verifying') : (failed ?? (sent ? t('codeSent') : null))}
      </p>
      {resend ? (
        <p className="foyer-muted foyer-resend">
          {t('didNotGetCode')}{' '}
          {cooldown > 0 ? (
            <span>{t('resendIn', { seconds: cooldown })}</span>
          ) : (
            <button type="button" className="foyer-link-button" onClick={onResend} disabled={pending}>
              {t('resendCode')}
            </button>
          )}
        </p>
      ) : null}
    </div>
  )
}
