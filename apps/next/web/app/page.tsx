import { Wallet } from './wallet'

/** Rendered on the server for every request (the layout reads the cookies), then hydrated. */
export default function Page() {
  return (
    <main>
      <Wallet />
      <p>
        This page is rendered on the server. A visitor who connected before sees the account button with their
        address in the first response; the browser then confirms the connection with the wallet.
      </p>
    </main>
  )
}
