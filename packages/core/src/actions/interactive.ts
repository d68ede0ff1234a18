// What only a visitor's action needs: connecting, disconnecting and switching networks, with the RPC error table
// their failures map through. createFoyer loads this with import() (opening the modal fetches it
// ahead of the click), so a page that never connects does not carry it.
export { connect } from './connect.js'
export { disconnect } from './disconnect.js'
export { switchNetwork } from './switchNetwork.js'
