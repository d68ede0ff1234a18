import { Component, type ReactNode } from 'react'

export interface FoyerBoundaryProps {
  children: ReactNode
  /** What shows instead of the children after an error; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode
  /** A change of this value clears a caught error (e.g. the modal opened again). */
  resetKey?: unknown
  /** Runs before the children render again after an error (e.g. forgetting a failed chunk load). */
  onReset?: () => void
}

interface FoyerBoundaryState {
  failed: boolean
  resetKey: unknown
}

/**
 * Keeps an error in Foyer's UI (a chunk that failed to load, a bug) inside Foyer: without it React
 * unmounts the whole tree, and the host app's page goes blank.
 */
export class FoyerBoundary extends Component<FoyerBoundaryProps, FoyerBoundaryState> {
  override state: FoyerBoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<FoyerBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(
    props: FoyerBoundaryProps,
    state: FoyerBoundaryState,
  ): Partial<FoyerBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null
    if (state.failed) props.onReset?.()
    return { failed: false, resetKey: props.resetKey }
  }

  retry = () => {
    this.props.onReset?.()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
