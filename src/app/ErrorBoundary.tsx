import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './ErrorScreen'

interface Props {
  children: ReactNode
  /** When this changes (the address), a shown error is cleared and the children render again. */
  resetKey?: unknown
}

/** Shows the error screen in place of what failed to load or render (React has no hook for it). */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, failed: false })
    }
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children
  }
}
