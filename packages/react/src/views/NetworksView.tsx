import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { NetworkList } from './NetworkList.js'

/** Networks (§2): the app's networks to switch between; a switch returns to the view that opened it. */
export default function NetworksView() {
  const { foyer } = useFoyerContext()
  const onSwitched = () => {
    if (foyer.getState().router.history.length > 1) foyer.router.goBack()
  }
  return <NetworkList onSwitched={onSwitched} />
}
