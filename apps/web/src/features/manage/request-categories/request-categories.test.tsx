import type { TManagedRequestCategory } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

function aNode(overrides: Partial<TManagedRequestCategory>): TManagedRequestCategory {
  return {
    id: 1,
    name: { fr: 'Plomberie', en: 'Plumbing' },
    parent: null,
    level: 1,
    position: 0,
    deleted: false,
    hidden: false,
    organizationWide: false,
    editable: true,
    requests: 0,
    ...overrides,
  };
}

const tree = [
  aNode({ id: 1 }),
  aNode({ id: 2, parent: 1, level: 2, name: { fr: 'Cuisine', en: 'Kitchen' } }),
  aNode({ id: 3, parent: 2, level: 3, name: { fr: 'Robinet', en: 'Tap' }, requests: 4 }),
  aNode({ id: 4, position: 1, name: { fr: 'Piscine', en: 'Pool' }, deleted: true, hidden: true }),
  aNode({ id: 5, parent: 4, level: 2, name: { fr: 'Filtre', en: 'Filter' }, hidden: true }),
  aNode({
    id: 6,
    position: 2,
    name: { fr: 'Sinistre', en: 'Disaster' },
    organizationWide: true,
    editable: false,
  }),
];

function open(routes: Record<string, TMockReply | ((r: { body: unknown }) => TMockReply)> = {}) {
  const api = mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/request-categories': { status: 200, body: { data: tree, count: tree.length } },
    ...routes,
  });
  renderApp({ path: '/manage/request-categories', session: managerSession, width: DESKTOP_WIDTH });
  return api;
}

describe('/manage/request-categories', () => {
  it('shows the tree as nested lists with a heading per level, retired nodes badged', async () => {
    open();
    const tree = await screen.findByRole('list', { name: 'Request category tree' });
    expect(within(tree).getByRole('heading', { level: 2, name: 'Plumbing' })).toBeVisible();
    expect(within(tree).getByRole('heading', { level: 3, name: 'Kitchen' })).toBeVisible();
    const tap = within(tree).getByRole('heading', { level: 4, name: 'Tap' });
    const tapItem = tap.closest('li') as HTMLElement;
    expect(within(tapItem).getByText('4 requests')).toBeVisible();
    // The depth rule: nothing can be added under a level-3 type.
    expect(within(tapItem).queryByRole('button', { name: 'Add under it' })).toBeNull();

    const pool = within(tree).getByRole('heading', { level: 2, name: 'Pool' }).closest('li');
    expect(within(pool as HTMLElement).getAllByText('Retired')[0]).toBeVisible();
    expect(within(pool as HTMLElement).getByText('Hidden')).toBeVisible();
    expect(within(pool as HTMLElement).getAllByRole('button', { name: 'Restore' })).toHaveLength(1);

    const wide = within(tree).getByRole('heading', { name: 'Disaster' }).closest('li');
    expect(within(wide as HTMLElement).getByText('Whole organization')).toBeVisible();
    expect(within(wide as HTMLElement).getByText('Read-only')).toBeVisible();
    expect(within(wide as HTMLElement).queryByRole('button', { name: 'Rename' })).toBeNull();
    // Why it is read-only, in one sentence above the tree.
    expect(screen.getByText(/only a manager of all its buildings can change them/)).toBeVisible();
  });

  it('lets a manager of every building change an organization-wide node, saying it shows everywhere', async () => {
    const shared = tree.map((node) => (node.id === 6 ? { ...node, editable: true } : node));
    open({
      'GET /api/manage/request-categories': {
        status: 200,
        body: { data: shared, count: shared.length },
      },
    });
    renderApp({
      path: '/manage/request-categories',
      session: managerSession,
      width: DESKTOP_WIDTH,
    });
    const list = await screen.findByRole('list', { name: 'Request category tree' });
    const wide = within(list)
      .getByRole('heading', { name: 'Disaster' })
      .closest('li') as HTMLElement;
    expect(within(wide).getByText('Whole organization')).toBeVisible();
    expect(within(wide).queryByText('Read-only')).toBeNull();
    expect(within(wide).getByRole('button', { name: 'Rename' })).toBeVisible();
    // Its only organization-wide sibling is itself: it cannot move among the building's own.
    expect(within(wide).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(screen.getByText(/a change here shows in every building/)).toBeVisible();
  });

  it('adds a child in both languages, keeping the dialog open on a missing name', async () => {
    const api = open({
      'POST /api/manage/request-categories': {
        status: 200,
        body: aNode({ id: 9, parent: 1, level: 2, name: { fr: 'Salle de bain', en: 'Bathroom' } }),
      },
    });
    const user = userEvent.setup();
    const plumbing = (await screen.findByRole('heading', { name: 'Plumbing' })).closest('li');
    const [addUnder] = within(plumbing as HTMLElement).getAllByRole('button', {
      name: 'Add under it',
    });
    await user.click(addUnder as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New item under “Plumbing”' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Name in French/ }),
      'Salle de bain',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const english = within(dialog).getByRole('textbox', { name: /Name in English/ });
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(english, 'Bathroom');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: { fr: 'Salle de bain', en: 'Bathroom' },
      parent: 1,
    });
  });

  it('renames with both names filled in, and asks before retiring', async () => {
    const api = open({
      'PATCH /api/manage/request-categories/2': { status: 200, body: tree[1] },
      'POST /api/manage/request-categories/2/retire': { status: 200, body: tree[1] },
    });
    const user = userEvent.setup();
    const kitchen = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('li');
    const [rename] = within(kitchen as HTMLElement).getAllByRole('button', { name: 'Rename' });
    await user.click(rename as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the category' });
    const english = within(dialog).getByRole('textbox', { name: /Name in English/ });
    expect(english).toHaveValue('Kitchen');
    await user.clear(english);
    await user.type(english, 'Kitchenette');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: { fr: 'Cuisine', en: 'Kitchenette' },
    });

    const [retire] = within(kitchen as HTMLElement).getAllByRole('button', { name: 'Retire' });
    await user.click(retire as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: 'Retire this category?' });
    expect(confirm).toHaveTextContent('nor the 1 item(s) under it');
    expect(api.calls.some((call) => call.path.endsWith('/retire'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/2/retire'))).toBe(true));
  });
});
