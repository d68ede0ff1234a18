import type {
  OperationType,
  HistoryResponse as WireHistoryResponse,
  HistoryTransaction as WireHistoryTransaction,
  HistoryTransfer as WireHistoryTransfer,
} from '@foyer/wire'

// The history this service sends: the wire format's shapes (@foyer/wire), with the fields a client may
// not count on (older services left them out, newer ones may add values) always set, from the known values.

/** A transfer, with who sent and who received it. */
export type HistoryTransfer = WireHistoryTransfer & { sender: string; recipient: string }

/** A transaction, with one of today's operation types and statuses. */
export type HistoryTransaction = Omit<WireHistoryTransaction, 'metadata' | 'transfers'> & {
  metadata: WireHistoryTransaction['metadata'] & {
    operationType: OperationType
    status: 'confirmed' | 'failed'
    nonce: number
  }
  transfers: HistoryTransfer[]
}

/** One page of history. */
export type HistoryResponse = Omit<WireHistoryResponse, 'data'> & { data: HistoryTransaction[] }
