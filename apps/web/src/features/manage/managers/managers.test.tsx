import type { TManagedManager } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const me: TManagedManager = {
  id: 9,
  email: 'manager@example.com',
  firstName: 'Marc',
  lastName: 'Gagnon',
  you: true,
  deactivatedAt: null,
};
const colleague: TManagedManager = {
  id: 12,
  email: 'julie@example.com',
  firstName: 'Julie',
  lastName: 'Roy',
  you: false,
  deactivatedAt: null,
};

function mockConsole(options: { removal?: 'ok' | 'last' } = {}) {
  let managers = [me, colleague];
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/managers': () => ({
      status: 200,
      body: { data: managers, count: managers.length },
    }),
    'POST /api/manage/managers': ({ body }) => {
      const { email = '', firstName = '', lastName = '' } = body as Record<string, string>;
      if (!firstName) {
        return {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'A new manager needs a name',
              fields: { firstName: 'required', lastName: 'required' },
            },
          },
        };
      }
      const added: TManagedManager = {
        id: 30,
        email,
        firstName,
        lastName,
        you: false,
        deactivatedAt: null,
      };
      managers = [...managers, added];
      return { status: 201, body: { manager: added, invited: true, added: [1, 2] } };
    },
    'DELETE /api/manage/managers/12': () => {
      if (options.removal === 'last') {
        return apiError(409, 'last_manager', 'A building keeps one manager at least');
      }
      managers = managers.filter((m) => m.id !== 12);
      return { status: 204 };
    },
  });
}

describe('/manage/managers', () => {
  it('lists the managers, marks the caller, and removes one after asking', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/managers', session: managerSession });
    const mine = await screen.findByRole('listitem', { name: 'Marc Gagnon' });
    expect(within(mine).getByText('You')).toBeVisible();
    expect(screen.getByText('2 managers')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Julie Roy from the managers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this manager?' });
    expect(within(dialog).getByText(/Julie Roy will no longer manage Carré Peel/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The manager is removed from this building.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Julie Roy' })).not.toBeInTheDocument(),
    );
    const removal = api.calls.find((c) => c.method === 'DELETE');
    expect(removal?.path).toBe('/api/manage/managers/12');
  });

  it('says why the last manager stays', async () => {
    mockConsole({ removal: 'last' });
    renderApp({ path: '/manage/managers', session: managerSession });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Julie Roy from the managers' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this manager?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/A building keeps one manager at least/)).toBeVisible();
  });

  it('invites by e-mail to the buildings ticked; a new person needs a name', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/managers', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a manager' });
    const peel = within(dialog).getByRole('checkbox', { name: 'Carré Peel' });
    expect(peel).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Les Jardins Saint-Laurent' }),
    ).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nadia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nadia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Roy');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Les Jardins Saint-Laurent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to nadia@example.com.')).toBeVisible();
    const sent = api.calls.filter((c) => c.method === 'POST').at(-1);
    expect(sent?.body).toEqual({
      email: 'nadia@example.com',
      firstName: 'Nadia',
      lastName: 'Roy',
      properties: [1, 2],
    });
    expect(await screen.findByRole('listitem', { name: 'Nadia Roy' })).toBeVisible();
  });
});
