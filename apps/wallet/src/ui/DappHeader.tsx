import type { DappInfo } from '../wallet/controller.js'

/** A dApp's icon, name and URL, as the approval screens show it. */
export function DappHeader(props: { dapp: DappInfo }) {
  const { dapp } = props
  return (
    <div className="dapp">
      {dapp.icon ? (
        <img className="dapp-icon" src={dapp.icon} alt={`${dapp.name} icon`} width={40} height={40} />
      ) : (
        <span className="dapp-icon placeholder" aria-hidden="true">
          {dapp.name.slice(0, 1)}
        </span>
      )}
      <div>
        <p className="dapp-name">{dapp.name}</p>
        <p className="dapp-url">{dapp.url}</p>
      </div>
    </div>
  )
}
