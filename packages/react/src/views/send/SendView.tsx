import { useId } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { accountCss } from '../account/accountCss.js'
import { useAccountKey } from '../account/useAccountKey.js'
import { SendAmountField, SendReceiverField, SendTokenField } from './SendFields.js'
import { sendCss } from './sendCss.js'
import { useSendFields } from './useSendFields.js'
import { formatGas } from './useSendForm.js'

/**
 * Send: pick a holding, an amount (with Max) and a receiver (address or ENS
 * name, shown with its name and avatar), see the network fee, then go to the preview. A status line
 * the fields point to names what is missing with the validation messages. Amounts show in the language's format;
 * the amount field reads its decimal mark as well as '.' (parseTypedAmount).
 */
export default function SendView() {
  const { key } = useAccountKey()
  // Core clears the form when the network or account changes: a fresh one here drops what was typed too.
  return <SendForm key={key ?? ''} />
}

function SendForm() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-account', accountCss)
  useStyle('foyer-send', sendCss)
  const id = useId()
  const fields = useSendFields()
  const { send, shown } = fields

  if (!foyer.options.features.send || !fields.address)
    return <p className="foyer-muted">{t('notAvailableBody')}</p>

  return (
    <form className="foyer-stack" onSubmit={(event) => void fields.onSubmit(event)}>
      <SendTokenField id={id} fields={fields} />
      <SendAmountField id={id} fields={fields} />
      <SendReceiverField id={id} fields={fields} />

      <p className="foyer-muted foyer-field__hint" data-testid="foyer-send-fee">
        <span>{t('sendNetworkFee')}</span>
        <span>{formatGas(send.gas, locale) ?? (send.estimating ? '…' : '–')}</span>
      </p>

      {/* The one place the form's problem shows; the fields point here (aria-describedby). */}
      <p id={`${id}-status`} className="foyer-muted" role="status" data-testid="foyer-send-status">
        {shown ? text(shown) : ''}
      </p>

      <button type="submit" className="foyer-button" disabled={!fields.ready}>
        {t('sendPreview')}
      </button>
    </form>
  )
}
