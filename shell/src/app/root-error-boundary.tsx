// Last line of defence: a page that failed to load or render outside any area's own boundary.
// The panel itself is loaded only when needed, so no page pays for it up front.
import { Component, Suspense, lazy, type ReactNode } from 'react';

const RouteErrorPanel = lazy(() => import('./route-error-panel.js'));

export class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed', error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPanel error={this.state.error} />
      </Suspense>
    );
  }
}
