import type { InputHTMLAttributes } from 'react'

/**
 * An amount field of the Send and Swap forms: decimal keyboard on phones, no autofill, '0' as
 * placeholder; the rest (value, handlers, ARIA) as given.
 */
export function AmountInput({ id, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input id={id} className="foyer-input" inputMode="decimal" autoComplete="off" placeholder="0" {...rest} />
  )
}
