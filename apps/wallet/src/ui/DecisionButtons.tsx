/** Reject and Approve, as every pending card ends. */
export function DecisionButtons(props: { busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <div className="actions">
      <button type="button" className="secondary" disabled={props.busy} onClick={props.onReject}>
        Reject
      </button>
      <button type="button" disabled={props.busy} onClick={props.onApprove}>
        Approve
      </button>
    </div>
  )
}
