import { emptySwapState, type SwapActions } from '@foyer/core'
import { type ChangeEvent, useEffect, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { readPayField, shownAmount } from './swapAmount.js'

/** Before the first use the store has no swap state: the view starts from an empty one. */
const EMPTY_SWAP = emptySwapState()

/** A quote per keystroke would flood the service: it is asked once typing pauses. */
const QUOTE_DEBOUNCE_MS = 300

/** The pay field: what it shows while edited (`text`) and the full amount it stands for (`amount`, core's). */
interface PayField {
  text: string
  amount: string
}

/**
 * Core's swap form and the pay field over it: the form loads its tokens when fresh (and again after a
 * failed load), the typed amount reaches core once typing pauses, and the field follows the amount
 * core changes (Max, a finished swap, a cleared form).
 */
export function useSwapField(actions: SwapActions) {
  const { foyer, locale } = useFoyerContext()
  const swap = useFoyerSelector((state) => state.swap) ?? EMPTY_SWAP
  const [field, setField] = useState<PayField>(() => ({
    text: shownAmount(swap.sourceTokenAmount, locale),
    amount: swap.sourceTokenAmount,
  }))
  const typed = useDebouncedValue(field.amount, QUOTE_DEBOUNCE_MS)

  // A fresh form (first use, another network or account, which clears it) loads its tokens; a failed
  // load is tried again when the view opens again.
  useEffect(() => {
    if (swap.status === 'idle') actions.initialize().catch(() => {})
  }, [actions, swap.status])
  useEffect(() => {
    if (foyer.getState().swap?.status === 'error') actions.initialize().catch(() => {})
  }, [foyer, actions])
  useEffect(() => {
    if (typed !== foyer.getState().swap?.sourceTokenAmount) void actions.setAmount(typed)
  }, [foyer, actions, typed])
  // Max, a finished swap and a cleared form change the amount in the store: the field follows.
  useEffect(
    () =>
      setField((shown) =>
        shown.amount === swap.sourceTokenAmount
          ? shown
          : {
              text: shownAmount(swap.sourceTokenAmount, locale),
              amount: swap.sourceTokenAmount,
            },
      ),
    [swap.sourceTokenAmount, locale],
  )

  const onAmount = (event: ChangeEvent<HTMLInputElement>) =>
    setField({ text: event.target.value, amount: readPayField(event.target.value, locale) })
  // Typed text stays as typed; leaving the field shows it like the other one (grouped, at most 6
  // decimals), the amount keeping every digit.
  const onBlur = () =>
    setField((shown) =>
      /^\d+(\.\d+)?$/.test(shown.amount) ? { ...shown, text: shownAmount(shown.amount, locale) } : shown,
    )
  return { swap, text: field.text, amount: field.amount, onAmount, onBlur }
}
