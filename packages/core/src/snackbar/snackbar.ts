import type { StoreApi } from 'zustand/vanilla'
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_SWAP_DELAY_MS } from '../constants.js'
import type { FoyerMessage } from '../messages/types.js'
import type { FoyerState, SnackbarVariant } from '../store/types.js'
import type { Timers } from '../utils/timers.js'

export interface SnackbarController {
  /** Resolves once the snackbar is shown, or when a newer call superseded this one. */
  show(variant: SnackbarVariant, message: FoyerMessage): Promise<void>
  hide(): void
  /**
   * Holds the shown snackbar while the visitor points at or focuses it (`true`), and gives it its whole
   * time again once they leave (`false`).
   */
  hold(held: boolean): void
}

/**
 * Snackbar behaviour: a new snackbar while one is shown first hides the old one and
 * waits 150 ms, so the UI can play the exit animation; success and error ones hide after 5 s (not
 * counting the time they are held), loading ones stay until replaced or hidden. The latest call wins.
 */
export function createSnackbarController(store: StoreApi<FoyerState>, timers: Timers): SnackbarController {
  let nextId = 1
  let generation = 0
  let swapping = false
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let held = false

  const hideLater = (id: number) => {
    timers.clear(hideTimer)
    hideTimer = timers.set(() => {
      if (store.getState().snackbar?.id === id) store.setState({ snackbar: undefined })
    }, SNACKBAR_AUTO_HIDE_MS)
  }

  const hide = () => {
    generation++
    swapping = false
    timers.clear(hideTimer)
    if (store.getState().snackbar) store.setState({ snackbar: undefined })
  }

  return {
    hide,
    hold(next) {
      held = next
      timers.clear(hideTimer)
      const shown = store.getState().snackbar
      if (!held && shown && shown.variant !== 'loading') hideLater(shown.id)
    },
    async show(variant, message) {
      const mine = ++generation
      timers.clear(hideTimer)
      if (store.getState().snackbar || swapping) {
        store.setState({ snackbar: undefined })
        swapping = true
        await timers.delay(SNACKBAR_SWAP_DELAY_MS)
        if (mine !== generation) return
        swapping = false
      }
      const id = nextId++
      store.setState({ snackbar: { id, variant, message } })
      if (variant !== 'loading' && !held) hideLater(id)
    },
  }
}
