import { FrameReplyError, frameReplyError } from '@foyer/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, rpcReplyError } from './api.js'

const context = { projectId: 'p1', origin: 'http://localhost:5173', device: 'a'.repeat(64) }

/** What the frame's call throws for one server answer (or network failure). */
async function failureOf(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer))
  const error = await api(context, '/api/email/otp', { email: 'ada@example.com', otp: '123456' }).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FrameReplyError)
  const { message, code, params } = error as FrameReplyError
  return { message, code, params }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the frame's calls to its server", () => {
  it("passes the server's code, text and values on to the page", async () => {
    expect(
      await failureOf(async () =>
        Response.json(
          {
            error: { code: 'COOLDOWN', message: 'Please try again after 5 seconds', params: { seconds: 5 } },
          },
          { status: 429 },
        ),
      ),
    ).toEqual({ message: 'Please try again after 5 seconds', code: 'COOLDOWN', params: { seconds: 5 } })
    expect(
      await failureOf(async () =>
        Response.json({ error: { code: 'INVALID_OTP', message: 'Invalid code.' } }, { status: 400 }),
      ),
    ).toEqual({ message: 'Invalid code.', code: 'INVALID_OTP', params: undefined })
  })

  it("names an unreachable server and an answer without a text ('HTTP status code: N')", async () => {
    expect(
      await failureOf(async () => {
        throw new TypeError('fetch failed')
      }),
    ).toEqual({
      message: 'The secure wallet could not be reached. Check your connection and try again.',
      code: 'UNREACHABLE',
      params: undefined,
    })
    const bare = await failureOf(async () => new Response('<html>', { status: 502 }))
    expect(bare).toEqual({ message: 'HTTP status code: 502', code: 'HTTP_STATUS', params: { status: 502 } })
    expect(frameReplyError(bare)).toMatchObject({
      messageId: 'errorHttpStatus',
      messageParams: { status: 502 },
    })
  })

  it("codes the server's own RPC refusals; a chain's wording is sent as it is", () => {
    const of = (code: number, message: string) => {
      const { code: sent, message: text } = rpcReplyError({ code, message })
      return { sent, id: frameReplyError({ message: text, code: sent }).messageId }
    }
    expect(of(4200, 'Requested RPC call is not allowed')).toEqual({
      sent: 'RPC_NOT_ALLOWED',
      id: 'rpcNotAllowed',
    })
    expect(of(4901, 'Chain is not supported')).toEqual({
      sent: 'CHAIN_NOT_SUPPORTED',
      id: 'errorChainNotSupported',
    })
    expect(of(-32000, 'execution reverted')).toEqual({ sent: 'RPC_ERROR', id: 'text' })
    expect(of(4901, 'The batch is for another chain than the wallet is on')).toEqual({
      sent: 'RPC_ERROR',
      id: 'text',
    })
  })
})
