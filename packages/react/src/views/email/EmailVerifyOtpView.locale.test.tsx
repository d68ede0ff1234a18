import { createScriptedFrame } from '@foyer/core/testing'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestFoyer } from '../../_test/testFoyer.js'
import { ConnectButton } from '../../components/ConnectButton.js'
import { FoyerProvider } from '../../context/FoyerProvider.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }

beforeEach(() => frame.reset())

const INVALID = 'Invalid code. Check the email and try again.'

/**
 * The code view in Japanese; the secure site refuses the code with `reply` (the error payload its
 * frame posts).
 */
async function refuseCodeInJapanese(reply: { message: string; code?: string }) {
  frame.refuse('CONNECT_OTP', reply)
  const { foyer } = createTestFoyer({
    ...scripted,
    wallet: { embedded: true },
  })
  render(
    <FoyerProvider foyer={foyer} locale="ja">
      <ConnectButton />
    </FoyerProvider>,
  )
  act(() => foyer.open())
  await act(() => foyer.embeddedWallet.connectEmail('ada@example.com'))
  await screen.findByRole('dialog', { name: 'メールアドレスの確認' })
  const group = await screen.findByRole('group', { name: '確認コード' })
  const first = screen.getAllByRole('textbox', { name: /6 桁中 \d 桁目/ })[0] as HTMLInputElement
  fireEvent.paste(first, { clipboardData: { getData: () => '000000' } })
  return { foyer, group }
}

describe('a secure-site refusal in the visitor’s language', () => {
  it('shows a wrong code in Japanese by its code, and keeps only the id and no English in state', async () => {
    const { foyer } = await refuseCodeInJapanese({ message: INVALID, code: 'INVALID_OTP' })
    expect(
      await screen.findByText('コードが正しくありません。メールを確認して、もう一度お試しください。'),
    ).toBeTruthy()
    expect(screen.queryByText(INVALID)).toBeNull()
    expect(JSON.stringify(foyer.getState())).not.toContain(INVALID)
  })

  it('shows the text of a frame that sends no code (or a code this page does not know) as it is', async () => {
    await refuseCodeInJapanese({ message: INVALID, code: 'SOMETHING_NEWER' })
    expect(await screen.findByText(INVALID)).toBeTruthy()
  })
})
