// The order ids the checkout has paid out, so a replayed post of a paid order delivers nothing. Kept in
// memory and, when a file is given, in that file one id a line (the stand-in runs as one process; a
// restart reads the file back).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** An order id as the cloud's URL generator makes them (a UUID); anything id-like of 8-64 characters. */
export const ORDER_ID = /^[A-Za-z0-9-]{8,64}$/

export function createOrderBook(file?: string) {
  const paid = new Set<string>()
  if (file && existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n')) if (ORDER_ID.test(line)) paid.add(line)
  if (file) mkdirSync(dirname(file), { recursive: true })
  return {
    /**
     * Takes the order for payment: true the first time, false when it was taken before. Synchronous,
     * so two posts of one order racing in this process cannot both pass.
     */
    take(orderId: string): boolean {
      if (paid.has(orderId)) return false
      paid.add(orderId)
      if (file) appendFileSync(file, `${orderId}\n`, { mode: 0o600 })
      return true
    },
    /** Gives an order back when its delivery failed, so the buyer can try again. */
    release(orderId: string): void {
      paid.delete(orderId)
      // Rewritten whole: a failed delivery is rare and the file small.
      if (file) writeFileSync(file, [...paid].map((id) => `${id}\n`).join(''), { mode: 0o600 })
    },
  }
}
