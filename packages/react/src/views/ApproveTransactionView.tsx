import type { FoyerState } from '@foyer/core'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'

const selectMethod = (state: FoyerState) => state.embeddedWallet.approval?.method

/**
 * Under the secure site's frame while it asks the visitor to approve a signature (or shows their key,
 * or takes the email update's codes):
 * the frame draws the request and its buttons; this view only says where to look. It cannot be closed
 * unless forced: the request ends it.
 */
export default function ApproveTransactionView() {
  const { t } = useFoyerContext()
  const method = useFoyerSelector(selectMethod)
  return (
    <div className="foyer-center" role="status">
      <span className="foyer-spinner" aria-hidden="true" />
      <p className="foyer-muted">
        {t(
          method === 'EXPORT_PRIVATE_KEY'
            ? 'exportInFrame'
            : method === 'ADD_PASSKEY' || method === 'CONNECT_PASSKEY'
              ? 'passkeyInFrame'
              : method === 'UPDATE_EMAIL'
                ? 'updateEmailInFrame'
                : 'approveInFrame',
        )}
      </p>
    </div>
  )
}
