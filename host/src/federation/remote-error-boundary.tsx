import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError: (error: Error) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so only its area falls back. */
export class RemoteErrorBoundary extends Component<Props, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
