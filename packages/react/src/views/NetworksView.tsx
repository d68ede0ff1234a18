import { NetworkList } from './NetworkList.js'

/** Networks (§2): the app's networks to switch between. */
export default function NetworksView() {
  return <NetworkList />
}
