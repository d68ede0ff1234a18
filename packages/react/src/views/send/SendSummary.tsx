import { type CaipNetwork, type SendState, shortenAddress, type TokenBalance } from '@foyer/core'
import { Avatar } from '../../components/Avatar.js'
import { TokenIcon } from '../../components/TokenIcon.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { groupThousands } from '../../utils/formatAmount.js'
import { formatUsd } from '../../utils/formatNumber.js'
import { formatGas } from './useSendForm.js'

export interface SendSummaryProps {
  send: SendState
  token: TokenBalance
  receiver: string
  network: CaipNetwork | undefined
}

/** What the Send preview sends: the amount and its USD value, the receiver (name and address), network and fee. */
export function SendSummary({ send, token, receiver, network }: SendSummaryProps) {
  const { t, locale } = useFoyerContext()
  const amountUsd = Number(send.sendTokenAmount) * token.price
  return (
    <dl className="foyer-summary">
      <div>
        <dt>{t('sendAmount')}</dt>
        <dd>
          <TokenIcon token={token} />
          <span className="foyer-amount">
            {groupThousands(send.sendTokenAmount, locale)} {token.symbol}
          </span>
          {Number.isFinite(amountUsd) && amountUsd > 0 ? (
            <span className="foyer-muted">{formatUsd(amountUsd, locale)}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('sendReceiver')}</dt>
        <dd data-testid="foyer-send-preview-receiver">
          <Avatar address={receiver} image={send.receiverProfileImage} />
          {send.receiverProfileName ? <span>{send.receiverProfileName}</span> : null}
          {/* A name alone hides where the tokens go: the address shows too, in full on hover and to screen readers. */}
          <span className={send.receiverProfileName ? 'foyer-muted' : undefined} title={receiver}>
            <span aria-hidden="true">{shortenAddress(receiver)}</span>
            <span className="foyer-visually-hidden">{receiver}</span>
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('network')}</dt>
        <dd>{network?.name}</dd>
      </div>
      <div>
        <dt>{t('sendNetworkFee')}</dt>
        <dd>{formatGas(send.gas, locale) ?? '–'}</dd>
      </div>
    </dl>
  )
}
