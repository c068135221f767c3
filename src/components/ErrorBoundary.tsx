// A part of the screen that failed to draw says so, with Retry, instead of taking the whole app down.
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isCodeDownloadFailure } from '@/lib/page/codeDownload';
import { describeError, errorDetail } from '@/lib/api/errors';
import { msg } from '@/lib/text/messages';
import { workerBusy } from '@/lib/offline/workerJob';
import { isOnline } from '@/lib/offline/online';
import { retryFailedLoads } from '@/lib/page/preloadable';
import { reloadFresh } from '@/lib/page/reloadPage';
import { Button } from './Button';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A whole screen (no menu around it): drawn as the page's main part, with words to match. */
  screen?: boolean;
  /** Retry also asks for the data again (the portal refetches its reads). */
  onRetry?: () => void;
}

/** A download failing again this soon after Retry was not asked of the server (see below). */
const AT_ONCE_MS = 5_000;

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Reloads the page if its address answers: a reload that finds no server loses the portal. Not
 * while the service worker registers or installs: WebKit would lose it, and its taking control
 * brings the code anyway (RetryWhenItMayLoad).
 */
async function reloadIfReachable(): Promise<void> {
  if (await workerBusy()) return;
  const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).catch(
    () => null,
  );
  if (answer?.ok) await reloadFresh();
}

/**
 * Calls `retry` when the code may now be had: the device says its signal is back, or a service
 * worker took control (its precache has the code; in WebKit only a page it serves gets a module
 * whose download failed, see componentDidCatch). `drawnOffline`: the notice was drawn with no
 * signal, which may have come back before this listens (no `online` event is coming then).
 */
function RetryWhenItMayLoad({ retry, drawnOffline }: { retry: () => void; drawnOffline: boolean }) {
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    window.addEventListener('online', retry);
    worker?.addEventListener('controllerchange', retry);
    if (drawnOffline && isOnline()) retry();
    return () => {
      window.removeEventListener('online', retry);
      worker?.removeEventListener('controllerchange', retry);
    };
  }, [retry, drawnOffline]);
  return null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  /** When Retry last asked again for code that had failed to download. */
  private codeAskedAgainAt = -Infinity;

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the portal could not be drawn', error, info.componentStack);
    // Failed again at once with signal: WebKit and Gecko keep a failed module for the page's life
    // (Chromium asks the server again), so reload; WebKit keeps it over a reload too, until a
    // service worker serves the page.
    const atOnce = Date.now() - this.codeAskedAgainAt < AT_ONCE_MS;
    if (atOnce && isCodeDownloadFailure(error) && isOnline()) void reloadIfReachable();
  }

  private readonly retry = () => {
    if (isCodeDownloadFailure(this.state.error)) this.codeAskedAgainAt = Date.now();
    retryFailedLoads();
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const failure = this.failure(error);
    return this.props.screen ? <main className="centered-page">{failure}</main> : failure;
  }

  private failure(error: unknown): ReactNode {
    if (isCodeDownloadFailure(error)) {
      // Its code never reached this phone (no signal on its first open): no bug to report.
      const offline = !isOnline();
      return (
        <section className="notice render-failed" role="alert" aria-labelledby="render-failed">
          <h2 id="render-failed">{msg.codeNotDownloaded.title}</h2>
          <p>{offline ? msg.codeNotDownloaded.offline : msg.codeNotDownloaded.online}</p>
          <RetryWhenItMayLoad retry={this.retry} drawnOffline={offline} />
          <Button onClick={this.retry}>Retry</Button>
        </section>
      );
    }
    const detail = errorDetail(error) ?? (error instanceof Error ? error.message : null);
    const body = this.props.screen ? msg.renderFailed.screenBody : msg.renderFailed.body;
    return (
      <section className="notice render-failed" role="alert" aria-labelledby="render-failed">
        <h2 id="render-failed">{msg.renderFailed.title}</h2>
        <p>{errorDetail(error) ? describeError(error) : body}</p>
        {detail && <p>Details: {detail}</p>}
        <Button onClick={this.retry}>Retry</Button>
      </section>
    );
  }
}
