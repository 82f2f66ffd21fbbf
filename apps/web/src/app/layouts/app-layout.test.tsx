import { act, render, screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './app-layout';

const Layout = () => <p>layout</p>;

function renderInSuspense(Component: React.ComponentType) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('renders at once, without the fallback, when its code was loaded before', async () => {
    const layout = preloadable(async () => ({ default: Layout }));
    await layout.preload();
    renderInSuspense(layout.component);
    expect(screen.getByText('layout')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('suspends like any lazy component when its code has not arrived', async () => {
    let arrive: (module: { default: typeof Layout }) => void = () => {};
    const layout = preloadable(
      () => new Promise<{ default: typeof Layout }>((resolve) => (arrive = resolve)),
    );
    renderInSuspense(layout.component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Layout }));
    expect(await screen.findByText('layout')).toBeInTheDocument();
  });
});
