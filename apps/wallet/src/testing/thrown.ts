/** The error `run` throws (or rejects with), so a test can assert its class and fields together. */
export async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('Expected an error, but nothing was thrown')
}
