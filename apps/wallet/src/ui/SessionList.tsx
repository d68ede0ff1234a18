import type { SessionSummary } from '../wallet/controller.js'

/** Connected dApps, each with its own Disconnect button. */
export function SessionList(props: { sessions: SessionSummary[]; onDisconnect: (topic: string) => void }) {
  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {props.sessions.length === 0 ? (
        <p className="muted">No connected dApps.</p>
      ) : (
        <ul className="sessions">
          {props.sessions.map((session) => (
            <li key={session.topic}>
              <div>
                <p className="dapp-name">{session.dapp.name}</p>
                <p className="dapp-url">
                  {session.dapp.url} · {session.chains.join(', ')}
                </p>
              </div>
              <button
                type="button"
                className="secondary"
                aria-label={`Disconnect ${session.dapp.name}`}
                onClick={() => props.onDisconnect(session.topic)}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
