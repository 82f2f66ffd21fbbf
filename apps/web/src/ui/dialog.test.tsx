import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { openDialog } from './dialog';

async function open(actions: Parameters<typeof openDialog>[0]['actions']) {
  renderApp({ path: '/about' });
  let answer: Promise<string | null> = Promise.resolve(null);
  act(() => {
    answer = openDialog({ title: 'Retirer ce billet ?', message: 'Sûr ?', actions });
  });
  await screen.findByRole('dialog', { name: 'Retirer ce billet ?' });
  return () => answer;
}

describe('openDialog', () => {
  it('focuses the last action and resolves with the chosen one', async () => {
    const answer = await open([
      { label: 'Non', value: 'no' },
      { label: 'Oui', value: 'yes' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Oui' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await answer()).toBe('yes');
  });

  it('never focuses a destructive action first, so Enter does not confirm it', async () => {
    const answer = await open([
      { label: 'Non', value: 'no' },
      { label: 'Oui, retirer', value: 'yes', destructive: true },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Non' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await answer()).toBe('no');
  });
});
