import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp } from '@/test/render';

const building = {
  id: 2,
  name: 'Les Jardins Saint-Denis',
  address: {
    full: '4500 rue Saint-Denis, Montréal',
    city: 'Montréal',
    state: 'QC',
    zip: 'H2J 2L3',
  },
};

async function open(width: number) {
  const user = userEvent.setup();
  const app = renderApp({ path: '/account-creation', width });
  await screen.findByLabelText(/Full name/);
  return { user, app };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Jane Roy');
  await user.type(screen.getByLabelText(/Building address/), '4500 rue Saint-Denis');
  await user.type(screen.getByLabelText(/^Unit/), '304');
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send' }));

describe('account creation', () => {
  it('mobile: sends without a phone or an e-mail (both optional there)', async () => {
    const api = mockApi({
      'GET /api/properties_search': { status: 200, body: { data: [building], count: 1 } },
      'POST /api/account_requests': { status: 201, body: { id: 1 } },
    });
    const { user, app } = await open(MOBILE_WIDTH);
    expect(screen.getByLabelText(/E-mail/)).not.toBeRequired();
    await fillRequired(user);
    await send(user);
    const dialog = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(
      within(dialog).getByText('Your account request was successfully sent!'),
    ).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Jane Roy',
      address: '4500 rue Saint-Denis',
      unit: '304',
      property: 2,
      // The app's language, in which the decision will be mailed.
      locale: 'en',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
  });

  it('mobile: sends the e-mail given, where the decision will be mailed', async () => {
    const api = mockApi({
      'GET /api/properties_search': { status: 200, body: { data: [building], count: 1 } },
      'POST /api/account_requests': { status: 201, body: { id: 1 } },
    });
    const { user } = await open(MOBILE_WIDTH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/E-mail/), ' jane.roy@example.com ');
    await send(user);
    await screen.findByRole('dialog', { name: 'Request sent' });
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ email: 'jane.roy@example.com' });
  });

  it('mobile: refuses an e-mail that is given but invalid', async () => {
    const api = mockApi({});
    const { user } = await open(MOBILE_WIDTH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/E-mail/), 'jane@');
    await send(user);
    await screen.findByRole('dialog', { name: 'Error' });
    expect(api.calls).toEqual([]);
  });

  it('mobile: refuses a phone that is given but invalid', async () => {
    const api = mockApi({});
    const { user } = await open(MOBILE_WIDTH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Phone/), '555-01');
    await send(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Please fill all the mandatory fields in the form.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid phone number (at least 10 digits).'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('desktop: requires phone and a valid e-mail', async () => {
    const api = mockApi({});
    const { user } = await open(DESKTOP_WIDTH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^E-mail/), 'jane@');
    await send(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Please fill all the mandatory fields in the form.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the form error in French with the title Erreur', async () => {
    mockApi({});
    const { i18n } = await import('@/i18n/setup');
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderApp({ path: '/account-creation', width: MOBILE_WIDTH });
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(dialog).getByText('Veuillez compléter le formulaire.')).toBeInTheDocument();
  });

  it('shows only the errors of fields already validated', async () => {
    mockApi({});
    const { user } = await open(DESKTOP_WIDTH);
    await user.click(screen.getByLabelText(/Full name/));
    await user.tab();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(1);
  });

  it('explains an address without building', async () => {
    const api = mockApi({
      'GET /api/properties_search': { status: 200, body: { data: [], count: 0 } },
    });
    const { user } = await open(MOBILE_WIDTH);
    await fillRequired(user);
    await send(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText(
        'This service is unavailable for your building or your address is invalid.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('explains a failed address search and a refused request', async () => {
    mockApi({ 'GET /api/properties_search': 'network-error' });
    const { user } = await open(MOBILE_WIDTH);
    await fillRequired(user);
    await send(user);
    let dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText(
        'We could not verify your address right now. Please try again later.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    mockApi({
      'GET /api/properties_search': { status: 200, body: { data: [building], count: 1 } },
      'POST /api/account_requests': apiError(400, 'validation_failed'),
    });
    await send(user);
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('We could not send your account request. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('lets the visitor choose among several buildings', async () => {
    const other = { ...building, id: 3, name: 'Tour Saint-Denis' };
    const api = mockApi({
      'GET /api/properties_search': { status: 200, body: { data: [building, other], count: 2 } },
      'POST /api/account_requests': { status: 201, body: { id: 1 } },
    });
    const { user } = await open(MOBILE_WIDTH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('radio', { name: /Tour Saint-Denis/ }));
    await send(user);
    await screen.findByRole('dialog', { name: 'Request sent' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ property: 3 });
  });
});
