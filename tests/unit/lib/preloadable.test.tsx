// Preloadable components: code asked for ahead is drawn with no fallback; otherwise they behave as React.lazy.
import { act, render, screen } from '@testing-library/react';
import { Component as ClassComponent, Suspense, useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, retryFailedLoads } from '@/lib/page/preloadable';

/** Shows what its children threw, as an alert. */
class Caught extends ClassComponent<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Greeting({ name, onMount }: { name: string; onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return <p>Hello {name}</p>;
}

/** A module load the test settles by hand. */
function manualLoad() {
  let settle: (module: { default: typeof Greeting }) => void = () => {};
  const load = vi.fn(
    () => new Promise<{ default: typeof Greeting }>((resolve) => (settle = resolve)),
  );
  return { load, arrive: () => settle({ default: Greeting }) };
}

describe('preloadable', () => {
  it('draws code that was asked for ahead at once, without showing the fallback', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve({ default: Greeting }));
    await preload();
    const fallback = vi.fn(() => <p>Waiting</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Component name="vet" />
      </Suspense>,
    );
    expect(screen.getByText('Hello vet')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback while the code loads, then the component, mounted once', async () => {
    const { load, arrive } = manualLoad();
    const { Component } = preloadable(load);
    const mounted = vi.fn();
    const { rerender } = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component name="vet" onMount={mounted} />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello vet')).toBeInTheDocument();
    // Drawn again after the code is in: the same mount, not a new one.
    rerender(
      <Suspense fallback={<p>Waiting</p>}>
        <Component name="team" onMount={mounted} />
      </Suspense>,
    );
    expect(screen.getByText('Hello team')).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('loads the code once however often it is asked for', async () => {
    const { load, arrive } = manualLoad();
    const { Component, preload } = preloadable(load);
    const first = preload();
    const second = preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component name="vet" />
      </Suspense>,
    );
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    await Promise.all([first, second]);
    expect(await screen.findByText('Hello vet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const { Component, preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('Failed to fetch');
    await preload();
    render(<Component name="vet" />);
    expect(screen.getByText('Hello vet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadable, drawn when its code cannot be loaded', () => {
  it('shows the failure, and asks for the code again only after retryFailedLoads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error too
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockResolvedValue({ default: Greeting });
    const { Component } = preloadable(load);
    const Shown = ({ retry }: { retry: number }) => (
      <Caught key={retry}>
        <Suspense fallback={<p>Waiting</p>}>
          <Component name="vet" />
        </Suspense>
      </Caught>
    );
    const { rerender } = render(<Shown retry={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    rerender(<Shown retry={1} />); // drawn again without retryFailedLoads: the failure stands
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);

    retryFailedLoads();
    rerender(<Shown retry={2} />);
    expect(await screen.findByText('Hello vet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
