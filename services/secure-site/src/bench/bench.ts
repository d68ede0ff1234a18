// `npm run bench -w services/secure-site`: the server's own latency for verifying a login code and
// for signing, in process (Hono's app.request, embedded PGlite), so the figures are the secure
// site's work without the network.
import { performance } from 'node:perf_hooks'
import { stringToHex } from 'viem'
import { createHarness, SITE } from '../_test/harness.js'
import { createSoftAuthenticator } from '../_test/softAuthenticator.js'

const RUNS = 200

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const report = (label: string, values: number[]) =>
  console.log(
    `${label}: p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms over ${values.length}`,
  )

const h = await createHarness()
try {
  const verify: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const email = `bench-${i}@example.com`
    // One client per login: the mail limits stay on, and a bench is not one client mailing 200 addresses.
    const client = `198.18.${Math.floor(i / 250)}.${i % 250}`
    await h.call('/api/email/connect', { email }, { client })
    const otp = h.lastCode(email)
    const start = performance.now()
    const { status } = await h.call('/api/email/otp', { email, otp }, { client })
    verify.push(performance.now() - start)
    if (status !== 200) throw new Error(`OTP verify answered ${status}`)
  }
  report(
    "OTP verify (POST /api/email/otp: API limit, wrong-try caps, the browser's own code; first login creates the key)",
    verify,
  )

  const token = await h.signIn('signer@example.com')
  const { body: user } = await h.call('/api/user', { sessionToken: token })
  const sign: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const { body } = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: { method: 'personal_sign', params: [stringToHex(`message ${i}`), user.address] },
    })
    sign.push(performance.now() - start)
    if (!body.result) throw new Error('personal_sign failed')
  }
  report('personal_sign (session check, key unsealed, signed)', sign)

  // The same signature once a passkey protects the wallet: the challenge for this request, then the
  // call with the device's assertion over it (made by the tests' software authenticator, not timed).
  const device = createSoftAuthenticator(SITE)
  const { body: registration } = await h.call('/api/passkey/register/options', { sessionToken: token })
  await h.call('/api/passkey/register', {
    sessionToken: token,
    response: device.create(registration.options),
  })
  const confirmed: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const request = { method: 'personal_sign', params: [stringToHex(`confirmed ${i}`), user.address] }
    // Another client address per round: the API's per-client limit counts on a clock that stands still.
    const client = `198.19.${Math.floor(i / 250)}.${i % 250}`
    let elapsed = performance.now()
    const { body: asked } = await h.call(
      '/api/passkey/confirm/options',
      { sessionToken: token, chainId: 31337, request },
      { client },
    )
    elapsed = performance.now() - elapsed
    const passkey = device.get(asked.options.challenge)
    const start = performance.now()
    const { body } = await h.call(
      '/api/rpc',
      { sessionToken: token, chainId: 31337, request, passkey },
      { client },
    )
    confirmed.push(elapsed + performance.now() - start)
    if (!body.result) throw new Error(`personal_sign with a passkey failed: ${JSON.stringify(body)}`)
  }
  report('personal_sign with a passkey (its challenge, then the assertion verified, then signed)', confirmed)
} finally {
  await h.close()
}
