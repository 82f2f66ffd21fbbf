import type { TManagedDocument, TManagedNews } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const propertiesRoute = { status: 200, body: { data: properties, count: properties.length } };
const DAY = 24 * 3600_000;
type TRoute = Parameters<typeof mockApi>[0][string];

function aNews(overrides: Partial<TManagedNews> = {}): TManagedNews {
  return {
    id: 1,
    property: 1,
    title: { fr: 'Travaux', en: 'Works' },
    subTitle: { fr: '', en: '' },
    body: { fr: 'Texte', en: 'Text' },
    status: 'in_progress',
    urgent: false,
    publishAt: new Date(Date.now() - DAY).toISOString(),
    image: null,
    files: [],
    ...overrides,
  };
}

function aDocument(overrides: Partial<TManagedDocument> = {}): TManagedDocument {
  return {
    id: 5,
    name: 'Règlement',
    url: '/files/5?sig=x',
    createdAt: '2026-03-01T12:00:00.000Z',
    mediaType: 'application/pdf',
    extension: 'pdf',
    size: 1200,
    ...overrides,
  };
}

const list = (data: unknown[]) => ({ status: 200, body: { data, count: data.length } });

describe('/manage/news', () => {
  const news = [
    aNews({ id: 1, title: { fr: 'Travaux', en: 'Works' } }),
    aNews({
      id: 2,
      title: { fr: 'Fête', en: 'Party' },
      publishAt: new Date(Date.now() + DAY).toISOString(),
    }),
    aNews({ id: 3, title: { fr: 'Brouillon', en: 'Notes' }, status: 'draft' }),
  ];

  const open = (post: TRoute = { status: 200, body: aNews({ id: 9 }) }) => {
    const api = mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/news': list(news),
      'POST /api/manage/news': post,
    });
    renderApp({ path: '/manage/news', session: managerSession, width: DESKTOP_WIDTH });
    return api;
  };

  it('lists every news item with its displayed status', async () => {
    open();
    const works = (await screen.findByText('Works')).closest('article');
    const party = screen.getByText('Party').closest('article');
    const notes = screen.getByText('Notes').closest('article');
    expect(within(works as HTMLElement).getByText('Published')).toBeVisible();
    expect(within(party as HTMLElement).getByText('Scheduled')).toBeVisible();
    expect(within(notes as HTMLElement).getByText('Draft')).toBeVisible();
  });

  it('keeps a news item without its English title in the form, with the error in the field', async () => {
    const api = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New news item' });
    const [frTitle, enTitle] = within(drawer).getAllByRole('textbox', { name: /^Title/ });
    const [frBody, enBody] = within(drawer).getAllByRole('textbox', { name: /^Text/ });
    await user.type(frTitle as HTMLElement, 'Travaux');
    await user.type(frBody as HTMLElement, 'Texte');
    await user.type(enBody as HTMLElement, 'Text');
    await user.click(within(drawer).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(enTitle).toHaveAccessibleDescription(/required|Required/));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('publishes urgent news when the manager ticks Urgent, which is told to every resident', async () => {
    const api = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New news item' });
    for (const field of within(drawer).getAllByRole('textbox', { name: /^(Title|Text)/ })) {
      await user.type(field, 'Eau coupée');
    }
    const urgent = within(drawer).getByRole('checkbox', { name: 'Urgent' });
    expect(urgent).not.toBeChecked();
    expect(urgent).toHaveAccessibleDescription(/even during their quiet hours/);
    await user.click(urgent);
    await user.click(within(drawer).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({ status: 'in_progress', urgent: true });
  });

  it('refuses a file that is not a PDF before sending', async () => {
    open();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New news item' });
    const input = drawer.querySelector('input[type="file"][accept="application/pdf"]');
    await user.upload(
      input as HTMLInputElement,
      new File(['hello'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await within(drawer).findByText('The file must be a PDF.')).toBeVisible();
  });

  it('shows the server refusal in its field and other errors in a dialog', async () => {
    let reply: TMockReply = {
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'x', fields: { 'title.en': 'maxLength' } },
      },
    };
    open(() => reply);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New news item' });
    for (const field of within(drawer).getAllByRole('textbox', { name: /^(Title|Text)/ })) {
      await user.type(field, 'Words');
    }
    await user.click(within(drawer).getByRole('button', { name: 'Save as draft' }));
    const enTitle = within(drawer).getAllByRole('textbox', { name: /^Title/ })[1];
    await waitFor(() => expect(enTitle).toHaveAttribute('aria-invalid', 'true'));

    reply = apiError(500, 'internal_error');
    await user.click(within(drawer).getByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog', { name: /Oops|Error/i });
    expect(dialog).toHaveTextContent('We could not save the news item.');
  });
});

describe('/manage/documents', () => {
  const open = (post: TMockReply = { status: 200, body: aDocument({ id: 6 }) }) => {
    const api = mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/documents': list([
        aDocument(),
        aDocument({ id: 7, name: 'Plan', mediaType: 'image/png', extension: 'png' }),
      ]),
      'POST /api/manage/documents': post,
    });
    renderApp({ path: '/manage/documents', session: managerSession, width: DESKTOP_WIDTH });
    return api;
  };
  const PDF = () => new File(['%PDF-1.4\n%%EOF'], 'rules.pdf', { type: 'application/pdf' });

  it('lists the documents with their type and a download link', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Download Règlement' });
    expect(link).toHaveAttribute('href', '/files/5?sig=x');
    expect(screen.getByText('PNG')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download Plan' })).toBeVisible();
  });

  it('refuses a file neither PDF nor image, and a missing name, before sending', async () => {
    const api = open();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('link', { name: 'Download Règlement' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Notes');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The document must be a PDF or an image.')).toBeVisible();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('uploads a PDF, and shows a server error in a dialog', async () => {
    const api = open(apiError(500, 'internal_error'));
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Download Règlement' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, PDF());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('rules');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: /Oops|Error/i });
    expect(dialog).toHaveTextContent('We could not save the change.');
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      name: 'rules',
      data: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0x/),
    });
  });
});
