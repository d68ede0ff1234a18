import { useEffect, useRef, useState } from 'react'
import { CheckIcon, CopyIcon } from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/** How long the copy button's 'Copied' confirmation stays. */
const COPIED_MS = 2000

/**
 * Copies the address. Confirmed beside the button (a snackbar would cover the actions below); only a
 * refusal goes to the snackbar.
 */
export function CopyAddressButton({ address }: { address: string }) {
  const { foyer, t } = useFoyerContext()
  const [copied, setCopied] = useState(false)
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(copiedTimer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
    } catch {
      await foyer.showSnackbar('error', t('copyFailed'))
      return
    }
    setCopied(true)
    clearTimeout(copiedTimer.current)
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }

  return (
    <>
      <button type="button" className="foyer-icon-button" aria-label={t('copyAddress')} onClick={copy}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="foyer-copied" role="status">
        {copied ? t('copied') : ''}
      </span>
    </>
  )
}
