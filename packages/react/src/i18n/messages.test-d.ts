import type { FoyerMessage, FoyerMessageId } from '@foyer/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { en } from './en.js'
import type { formatMessage } from './formatMessage.js'

describe('core texts', () => {
  it('has the English of every text core puts into state', () => {
    expectTypeOf<typeof en>().toExtend<Record<FoyerMessageId, string>>()
  })

  it('renders any text of the state', () => {
    expectTypeOf<typeof formatMessage>().parameter(0).toEqualTypeOf<FoyerMessage>()
    expectTypeOf<FoyerMessage>().toExtend<{ readonly id: string }>()
  })
})
