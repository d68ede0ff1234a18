import { provideConnectionCode } from '@foyer/core'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { ModalMessages } from '../i18n/ModalMessages.js'
import Modal from './Modal.js'

// FoyerProvider checks an app's text overrides with it.
export { unknownMessages } from '../i18n/unknownMessages.js'
export { preloadView } from './views.js'

/** What FoyerProvider loads on intent or first open: the modal with its full message table. */
export default function ModalRoot() {
  // The connection code comes in the chunk beside the modal's (one round trip for both); the instance
  // uses it from here on (idempotent).
  provideConnectionCode(useFoyerContext().foyer)
  return (
    <ModalMessages>
      <Modal />
    </ModalMessages>
  )
}
