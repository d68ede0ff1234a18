import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import { useTranslate } from '../../hooks/useFoyerContext.js'

export const OTP_LENGTH = 6

interface OtpInputProps {
  value: string
  onChange(value: string): void
  /** Called once all six digits are in. */
  onComplete(value: string): void
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
}

/**
 * Six one-digit boxes: typing moves on, Backspace moves back, arrows move, and a pasted code (even
 * with spaces or dashes) fills them all. Named as one group for screen readers, each box by its place.
 */
export function OtpInput({ value, onChange, onComplete, disabled, invalid, describedBy }: OtpInputProps) {
  const t = useTranslate()
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '')
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()

  // Focus follows the code only when the boxes come back (after a wrong code), not on each key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: value is read, not followed
  useEffect(() => {
    if (!disabled) refs.current[Math.min(value.length, OTP_LENGTH - 1)]?.focus()
  }, [disabled])

  const set = (next: string, focusAt: number) => {
    const clean = next.replace(/\D/g, '').slice(0, OTP_LENGTH)
    onChange(clean)
    if (clean.length === OTP_LENGTH) onComplete(clean)
    else focus(focusAt)
  }
  const onInput = (index: number, typed: string) => {
    const digit = typed.replace(/\D/g, '')
    if (!digit) return
    // Autofill or a fast typist can put a whole code into one box.
    if (digit.length > 1) return set(digit, OTP_LENGTH - 1)
    // The code has no gaps: a box past its end types at its end.
    const at = Math.min(index, value.length)
    set(value.slice(0, at) + digit + value.slice(at + 1), at + 1)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const at = index < value.length ? index : value.length - 1
      if (at < 0) return
      onChange(value.slice(0, at) + value.slice(at + 1))
      focus(at)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    set(event.clipboardData.getData('text'), OTP_LENGTH - 1)
  }

  return (
    <fieldset
      className="foyer-otp"
      aria-label={t('otpLabel')}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed places
          key={index}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={index === 0 ? OTP_LENGTH : 1}
          aria-label={t('otpDigit', { n: index + 1 })}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  )
}
