import { ModalMessages } from '../i18n/ModalMessages.js'
import Modal from './Modal.js'

export { preloadView } from './views.js'

/** What FoyerProvider loads on intent or first open: the modal with its full message table. */
export default function ModalRoot() {
  return (
    <ModalMessages>
      <Modal />
    </ModalMessages>
  )
}
