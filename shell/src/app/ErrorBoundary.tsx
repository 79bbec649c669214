import { Component, type ReactNode } from 'react';
import { codeReloadDue, describeError, ErrorPage, noteCodeReload } from '@festival/ui';
import { MemoryRouter } from 'react-router';

/** Last-resort boundary around the router (errors outside any route); code that no longer loads reloads the page once (reload guard). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; reloading: boolean }> {
  override state = { error: null as unknown, reloading: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, reloading: codeReloadDue(error, Date.now()) };
  }
  override componentDidCatch(error: unknown) {
    if (this.state.reloading && noteCodeReload(Date.now())) return window.location.reload();
    if (this.state.reloading) this.setState({ reloading: false });
    console.error(error);
  }
  override render() {
    if (this.state.reloading) return null;
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
