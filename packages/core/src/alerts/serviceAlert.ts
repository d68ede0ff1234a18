import type { Alert, AlertId } from '../store/types.js'

/** A service alert: its title and text are the message ids named for it (`alert<Id>Title`, `alert<Id>`). */
export const serviceAlert = (id: AlertId, variant: Alert['variant']): Alert => ({
  id,
  title: { id: `alert${id}Title` },
  message: { id: `alert${id}` },
  variant,
})
