import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { NetworkList } from './NetworkList.js'

/**
 * Networks: the app's networks to switch between. A switch returns to the view that opened it
 * (Account); opened on its own (the network button), the switch is all the visitor came for and
 * the modal closes, as the hosted kit's does.
 */
export default function NetworksView() {
  const { foyer } = useFoyerContext()
  const onSwitched = () => {
    if (foyer.getState().router.history.length > 1) foyer.router.goBack()
    else foyer.close()
  }
  return <NetworkList onSwitched={onSwitched} />
}
