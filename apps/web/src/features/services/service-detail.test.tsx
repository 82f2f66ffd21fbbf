import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenant } from '@/test/fixtures';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { ServiceActions } from './components/service-actions';
import { pool } from './services.fixtures';

// Tuesday 3 March 2026, 10:00 in Montréal (15:00 UTC), 00:00 on Wednesday in Tokyo.
const NOW = new Date('2026-03-03T15:00:00Z');

const property = (timeZone: string): TMockReply => ({
  status: 200,
  body: {
    id: 2,
    name: 'Les Jardins',
    timeZone,
    address: { full: '' },
    payments: {
      processor: null,
      publicKey: null,
      paymentEnabled: false,
      cardPaymentEnabled: false,
    },
  },
});

function resident(timeZone = 'America/Toronto') {
  const api = mockApi({
    'GET /api/services/7': { status: 200, body: pool },
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/properties/2': property(timeZone),
  });
  renderApp({ path: '/services/7', session: tenantSession });
  return api;
}

function visitor() {
  const api = mockApi({ 'GET /api/services/7': { status: 200, body: pool } });
  renderApp({ path: '/services/7' });
  return api;
}

/** The rows of the opening-hours table: [day, hours]. */
async function hoursRows() {
  const table = await screen.findByRole('table', { name: 'Opening hours' });
  return within(table).getAllByRole('row');
}

describe('service detail (docs/product.md: Screens)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists opening hours from Monday with today marked and open now, in the property time zone', async () => {
    resident('America/Toronto');
    expect(await screen.findByRole('heading', { level: 2, name: 'Indoor pool' })).toBeVisible();
    expect(await screen.findByText('Open now')).toBeInTheDocument();
    const rows = await hoursRows();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Monday',
      'TuesdayToday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    const today = rows.filter((row) => row.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    // Ranges sorted by start; a day without ranges is closed.
    expect(today[0]).toHaveTextContent('TuesdayToday06:00 – 12:0017:00 – 22:00');
    expect(rows[0]).toHaveTextContent('MondayClosed');
    expect(rows[5]).toHaveTextContent('Saturday08:00 – 24:00');
  });

  it('answers for the property’s own time zone, not the browser’s', async () => {
    resident('Asia/Tokyo');
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
    const rows = await hoursRows();
    const today = rows.find((row) => row.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent(/^Wednesday/);
  });

  it('uses the default time zone for visitors, without asking for a property', async () => {
    const api = visitor();
    expect(await screen.findByText('Open now')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/services/7']);
  });

  it('shows external links by name or url, with http:// added, and the documents', async () => {
    visitor();
    const links = await screen.findByRole('region', { name: 'Useful links' });
    expect(
      within(links).getByRole('link', { name: 'www.example.org/pool-rules (opens in a new tab)' }),
    ).toHaveAttribute('href', 'http://www.example.org/pool-rules');
    expect(
      within(links).getByRole('link', { name: 'Swimming lessons (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://montreal.ca/natation');
    const documents = screen.getByRole('region', { name: 'Documents' });
    const rules = within(documents).getByRole('link', { name: 'Pool rules (download)' });
    expect(rules).toHaveAttribute('href', '/uploads/rules.pdf');
    expect(rules).toHaveAttribute('download');
    expect(
      within(documents).getByRole('link', { name: 'document without name (download)' }),
    ).toHaveAttribute('href', '/uploads/other.pdf');
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(
      within(contact).getByRole('link', { name: 'www.habitat-demo.ca/piscine' }),
    ).toHaveAttribute('href', 'http://www.habitat-demo.ca/piscine');
    expect(within(contact).getByText('piscine@habitat-demo.ca')).toBeInTheDocument();
    expect(within(contact).getByText('(514) 555-0144')).toBeInTheDocument();
  });

  it('shows the photos in a slider with alt text', async () => {
    visitor();
    const slider = await screen.findByRole('region', { name: 'Photos: Indoor pool' });
    expect(within(slider).getByRole('img', { name: 'Indoor pool, photo 1 of 2' })).toHaveAttribute(
      'src',
      '/uploads/pool-1.jpg',
    );
    expect(within(slider).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
  });

  it('gives signed-in residents call, contact and website buttons', async () => {
    resident();
    expect(await screen.findByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:5145550144',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:piscine@habitat-demo.ca',
    );
    const website = screen.getByRole('link', { name: 'Website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'http://www.habitat-demo.ca/piscine');
    // No schedule or event group for this service (the API answers none): no book button.
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('gives visitors no buttons', async () => {
    visitor();
    await screen.findByRole('heading', { level: 2, name: 'Indoor pool' });
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Website/ })).not.toBeInTheDocument();
  });

  it('explains a hidden or unknown service and leads back to the list', async () => {
    mockApi({});
    renderApp({ path: '/services/404' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This item does not exist or is no longer available.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});

describe('ServiceActions', () => {
  it('links the book button to the booking flow with the service once bookings exist', () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <ServiceActions service={pool} canBook />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      '/new-booking?service=7',
    );
  });

  it('shows only the buttons the service has what they need for', () => {
    render(
      <MantineProvider env="test">
        <ServiceActions
          service={{ id: 3, phoneNumber: '514 555-0100', email: ' ', link: null }}
          canBook={false}
        />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Call']);
  });
});
