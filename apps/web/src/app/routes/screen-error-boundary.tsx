import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error';

/**
 * Shows the error screen instead of a blank page when a screen fails to render or its code fails
 * to load; the layout around it stays. Keyed by address, so navigating away recovers.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
