import { render, screen } from '@testing-library/preact';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageOutlet, renderPageAfterLayout } from './page-outlet';

function renderLayoutRoute() {
  render(
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h2>Layout</h2>
              <PageOutlet />
            </main>
          }
        >
          <Route index element={<h1>Page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageOutlet', () => {
  it('on the first render main.tsx asks for, shows the page a task after the layout', async () => {
    renderPageAfterLayout();
    renderLayoutRoute();
    expect(screen.getByRole('heading', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it('otherwise, and on every render after that one, shows the page with the layout', () => {
    renderLayoutRoute();
    expect(screen.getByRole('heading', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});
