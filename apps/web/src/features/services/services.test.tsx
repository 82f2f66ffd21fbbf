import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { MOBILE_WIDTH, nextTask, renderApp, tenantSession } from '@/test/render';
import { categories } from './services.fixtures';

const listReply = { status: 200, body: { data: categories, count: categories.length } };

describe('services list (docs/product.md: Screens)', () => {
  it('opens a link-only service externally and any other on its page', async () => {
    mockApi({ 'GET /api/service_categories': listReply });
    renderApp({ path: '/services' });
    const main = await screen.findByRole('main');
    const pool = await within(main).findByRole('link', { name: 'Indoor pool' });
    expect(pool).toHaveAttribute('href', '/services/7');
    expect(pool).not.toHaveAttribute('target');

    // The page's categories come one a task: the second is not there at once.
    const collections = await within(main).findByRole('link', { name: /^City collections/ });
    expect(collections).toHaveAttribute('href', 'https://montreal.ca/info-collectes');
    expect(collections).toHaveAttribute('target', '_blank');
    expect(collections).toHaveAttribute('rel', 'noopener noreferrer');
    expect(collections).toHaveAccessibleName('City collections (opens in a new tab)');
    // A link without a scheme gets http:// (docs/product.md: Field rules).
    expect(within(main).getByRole('link', { name: /^BIXI/ })).toHaveAttribute(
      'href',
      'http://bixi.com',
    );
  });

  it('groups services under their category and hides categories without an active one', async () => {
    mockApi({ 'GET /api/service_categories': listReply });
    renderApp({ path: '/services' });
    const sports = await screen.findByRole('region', { name: 'Sports & wellness' });
    expect(within(sports).getAllByRole('listitem')).toHaveLength(1);
    const neighbourhood = await screen.findByRole('region', { name: 'Neighbourhood' });
    expect(within(neighbourhood).getAllByRole('listitem')).toHaveLength(2);
    // A task more, in which a third category would have come.
    await nextTask();
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Archived' })).not.toBeInTheDocument();
    expect(screen.queryByText('Old service')).not.toBeInTheDocument();
  });

  it('asks a visitor for the configured organization and a resident for their property', async () => {
    const api = mockApi({ 'GET /api/service_categories': listReply });
    const visitor = renderApp({ path: '/services' });
    await screen.findByRole('link', { name: 'Indoor pool' });
    const visitorCall = new URL(String(api.fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(visitorCall.searchParams)).toEqual({
      organization: '1',
      perPage: '100',
    });
    visitor.unmount();

    const residentApi = mockApi({
      'GET /api/service_categories': listReply,
      'GET /api/me': { status: 200, body: tenant },
    });
    renderApp({ path: '/services', session: tenantSession });
    await screen.findByRole('link', { name: 'Indoor pool' });
    const residentCall = residentApi.allCalls.find((c) => c.path === '/api/service_categories');
    expect(residentCall?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    const url = residentApi.fetchMock.mock.calls
      .map((call) => new URL(String(call[0]), 'http://localhost'))
      .find((candidate) => candidate.pathname === '/api/service_categories');
    expect(url?.searchParams.get('property')).toBe('2');
  });

  it('says so when there is no service', async () => {
    mockApi({ 'GET /api/service_categories': { status: 200, body: { data: [], count: 0 } } });
    renderApp({ path: '/services' });
    expect(await screen.findByText('No services are available for now.')).toBeInTheDocument();
  });

  it('explains a connection failure and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/service_categories': () => (fail ? 'network-error' : listReply),
    });
    const user = userEvent.setup();
    renderApp({ path: '/services' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We were unable to connect to our system. Please try again later.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Indoor pool' })).toBeInTheDocument();
  });

  it('explains a failure on the platform side', async () => {
    mockApi({ 'GET /api/service_categories': apiError(500, 'internal_error') });
    renderApp({ path: '/services' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something probably went wrong on our side. Please restart the app or try again later.',
    );
  });
});

describe('services in the menu (docs/product.md: Screens)', () => {
  it('shows the menu entry once services and categories are loaded', async () => {
    mockApi({ 'GET /api/service_categories': listReply });
    renderApp({ path: '/about' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it.each([
    ['there is no service', { status: 200, body: { data: [], count: 0 } }],
    ['the list fails', apiError(500, 'internal_error')],
  ] as const)('keeps it hidden when %s', async (_case, reply) => {
    const api = mockApi({ 'GET /api/service_categories': reply });
    renderApp({ path: '/about' });
    await screen.findByRole('heading', { name: 'Contact us' });
    await waitFor(() => expect(api.allCalls).toHaveLength(1));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('adds the services tab to the mobile footer', async () => {
    mockApi({ 'GET /api/service_categories': listReply });
    renderApp({ path: '/services', width: MOBILE_WIDTH });
    const tabs = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(await within(tabs).findByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists news and documents for residents only', async () => {
    mockApi({
      'GET /api/service_categories': listReply,
      'GET /api/me': { status: 200, body: tenant },
    });
    renderApp({ path: '/about', session: tenantSession });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(within(menu).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });
});
