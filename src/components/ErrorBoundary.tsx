// A part of the screen that failed to draw says so, with Retry, instead of taking the whole app down.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError, errorDetail } from '@/lib/errors';
import { msg } from '@/lib/messages';
import { Button } from './Button';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What failed, for the heading ("This panel could not be shown."). */
  what?: string;
  /** Retry also asks for the data again (the portal refetches its reads). */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the portal could not be drawn', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const detail = errorDetail(error) ?? (error instanceof Error ? error.message : null);
    return (
      <section className="notice render-failed" role="alert" aria-labelledby="render-failed">
        <h2 id="render-failed">{this.props.what ?? msg.renderFailed.title}</h2>
        <p>{errorDetail(error) ? describeError(error) : msg.renderFailed.body}</p>
        {detail && <p>Details: {detail}</p>}
        <Button onClick={this.retry}>Retry</Button>
      </section>
    );
  }
}
