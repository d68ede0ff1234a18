/**
 * A request body of `totalBytes` made chunk by chunk only as the reader asks for it, with the count of
 * bytes handed out so far: what a chunked upload looks like to a server, and proof of how much of it
 * the server read. Pass it as `body` with `duplex: 'half'`.
 */
export function countingBody(totalBytes: number, chunkBytes = 16 * 1024) {
  let handedOut = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (handedOut >= totalBytes) return controller.close()
        const size = Math.min(chunkBytes, totalBytes - handedOut)
        handedOut += size
        controller.enqueue(new Uint8Array(size).fill(0x20))
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, read: () => handedOut }
}
