import { Component, type ReactNode } from 'react';
import { describeError, ErrorPage } from '@festival/ui';
import { MemoryRouter } from 'react-router';

/** Last-resort boundary around the router (errors outside any route). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    if (this.state.error) {
      const info = describeError(this.state.error);
      return (
        <MemoryRouter>
          <ErrorPage status={500} message={info.message} onRetry={() => window.location.reload()} />
        </MemoryRouter>
      );
    }
    return this.props.children;
  }
}
