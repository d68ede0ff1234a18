import { useFoyerContext } from '../hooks/useFoyerContext.js'

/**
 * Under the secure site's frame while it asks the visitor to approve a signature: the frame draws the
 * request and its Approve and Reject buttons; this view only says where to look. It cannot be closed
 * unless forced (§2): the request ends it.
 */
export default function ApproveTransactionView() {
  const { t } = useFoyerContext()
  return (
    <div className="foyer-center" role="status">
      <span className="foyer-spinner" aria-hidden="true" />
      <p className="foyer-muted">{t('approveInFrame')}</p>
    </div>
  )
}
