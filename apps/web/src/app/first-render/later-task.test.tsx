import { render, screen } from '@testing-library/preact';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nextTask } from '@/test/render';
import { PageOutlet } from '../layouts/page-outlet';
import { LaterTask, partsWaiting, renderFirstInTasks, whenNoPartWaits } from './later-task';

/** Records each heading as it enters the document. */
function Heading(props: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    props.log.push(props.name);
  }, [props]);
  return <h2>{props.name}</h2>;
}

function renderLayout(log: string[], parts: { menu: boolean }) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <Heading name="Layout" log={log} />
              <PageOutlet />
              {parts.menu && (
                <LaterTask>
                  <Heading name="Menu" log={log} />
                </LaterTask>
              )}
              <LaterTask>
                <Heading name="Bell" log={log} />
              </LaterTask>
            </main>
          }
        >
          <Route index element={<Heading name="Page" log={log} />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the first render in tasks', () => {
  it('renders each part a task after the layout, in layout order, and the page after them', async () => {
    const log: string[] = [];
    let done = 0;
    whenNoPartWaits(() => {
      done += 1;
    });
    renderFirstInTasks();
    renderLayout(log, { menu: true });
    expect(log).toEqual(['Layout']);
    expect(partsWaiting()).toBe(true);
    await nextTask();
    expect(log).toEqual(['Layout', 'Menu']);
    await nextTask();
    expect(log).toEqual(['Layout', 'Menu', 'Bell']);
    expect(screen.queryByRole('heading', { name: 'Page' })).toBeNull();
    await nextTask();
    expect(log).toEqual(['Layout', 'Menu', 'Bell', 'Page']);
    expect(partsWaiting()).toBe(false);
    expect(done).toBe(0);
    await nextTask();
    expect(done).toBe(1);
  });

  it('forgets a part that leaves before its turn', async () => {
    const log: string[] = [];
    renderFirstInTasks();
    const { rerender } = renderLayout(log, { menu: true });
    rerender(
      <MemoryRouter>
        <Heading name="Elsewhere" log={log} />
      </MemoryRouter>,
    );
    expect(partsWaiting()).toBe(false);
    await nextTask();
    await nextTask();
    expect(log).toEqual(['Layout', 'Elsewhere']);
  });

  it('ends the splitting a task after a first render that lays out no part', async () => {
    const log: string[] = [];
    renderFirstInTasks();
    const { rerender } = render(<Heading name="Console" log={log} />);
    await nextTask();
    rerender(<LaterTask>{<Heading name="Later" log={log} />}</LaterTask>);
    expect(log).toEqual(['Console', 'Later']);
    expect(partsWaiting()).toBe(false);
  });

  it('otherwise, and on every render after the first, renders everything at once', async () => {
    const log: string[] = [];
    renderLayout(log, { menu: false });
    expect(log).toEqual(['Layout', 'Page', 'Bell']);
  });
});
