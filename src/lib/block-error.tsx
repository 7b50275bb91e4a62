import { Component, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'

interface Props {
  children: ReactNode
  /** Called by "Try again" before the block renders again: a fresh import of its code. */
  onRetry: () => void
  /** Called once the message shows: the page no longer waits for this block to go live. */
  onFailed: () => void
}

/**
 * One lazy block's error boundary: a block whose code fails to load (or that fails to render)
 * shows a short message with "Try again" in its place, and the rest of the page stays usable.
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch() {
    this.props.onFailed()
  }

  retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Try again
          </Button>
        }
      >
        This part of the page could not load. Check your connection, then try again.
      </Alert>
    )
  }
}
