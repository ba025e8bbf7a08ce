// Catches a screen that failed to load or render, so the sidebar and the other areas keep working.
import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@campus/shared-ui';

interface ScreenBoundaryProps {
  children: ReactNode;
  title: ReactNode;
  /** What a person can do about it; the error itself is technical (chunk URLs, stack) and goes to the console. */
  message: ReactNode;
  /** Called by Retry before the screen is mounted again (e.g. to forget a failed lazy import). */
  onRetry: () => void;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed', error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorPanel title={this.props.title} message={this.props.message} onRetry={this.retry} />;
  }
}
