import type { TManagedEvent, TManagedEventGroup } from '@habitat/shared';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/lib/api-client';
import { config } from '@/test/fixtures';
import type { TBookingChange } from './api';
import { EventForm, EventGroupForm } from './event-forms';

const ZONE = 'America/Toronto';

function renderGroupForm(
  group: TManagedEventGroup | null,
  onSave: (change: TBookingChange) => Promise<unknown>,
) {
  const onDone = vi.fn();
  render(
    <AppProviders config={config} queryClient={createQueryClient()} env="test">
      <EventGroupForm group={group} onSave={onSave} onDone={onDone} />
    </AppProviders>,
  );
  return { onDone };
}

function renderForm(
  event: TManagedEvent | null,
  onSave: (change: TBookingChange) => Promise<unknown>,
) {
  const onDone = vi.fn();
  render(
    <AppProviders config={config} queryClient={createQueryClient()} env="test">
      <EventForm group={4} event={event} timeZone={ZONE} onSave={onSave} onDone={onDone} />
    </AppProviders>,
  );
  return { onDone };
}

describe('EventForm', () => {
  it('reads the times on the building clock, across the spring-forward change', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_change: TBookingChange) => undefined);
    const { onDone } = renderForm(null, onSave);
    await user.type(screen.getByLabelText(/^Name \(French\)/), 'Souper');
    await user.type(screen.getByLabelText(/^Name \(English\)/), 'Supper');
    await user.type(screen.getByLabelText(/^Start/), '2026-03-07T18:00');
    await user.type(screen.getByLabelText(/^End/), '2026-03-08T18:00');
    await user.clear(screen.getByLabelText(/^Seats(?! per)/));
    await user.type(screen.getByLabelText(/^Seats(?! per)/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const change = onSave.mock.calls[0]?.[0];
    expect(change).toMatchObject({
      kind: 'event',
      id: null,
      group: 4,
      body: {
        name: { fr: 'Souper', en: 'Supper' },
        // Left empty: the group's price (the server fills it in).
        price: null,
        maxAvailable: 12,
        start: '2026-03-07T23:00:00.000Z',
        end: '2026-03-08T22:00:00.000Z',
      },
    });
  });

  it('shows an event on the building clock, says a missing time is required, and puts the server refusal in its field', async () => {
    const user = userEvent.setup();
    const event = {
      id: 9,
      group: 4,
      name: { fr: 'Souper', en: 'Supper' },
      description: { fr: '', en: '' },
      maxAvailable: 0,
      price: 0,
      start: '2026-11-01T05:30:00.000Z',
      end: '2026-11-01T07:00:00.000Z',
    } as unknown as TManagedEvent;
    const onSave = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'validation_failed',
        fields: { end: 'start_end' },
      });
    });
    renderForm(event, onSave);
    expect(screen.getByLabelText(/^Start/)).toHaveValue('2026-11-01T01:30');
    expect(screen.getByLabelText(/^End/)).toHaveValue('2026-11-01T02:00');
    await user.clear(screen.getByLabelText(/^Start/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Start/), '2026-11-01T01:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
  });
});

describe('seats per resident and the booking horizon', () => {
  it('gives an event one seat per resident unless the manager allows more, refusing 0', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_change: TBookingChange) => undefined);
    const { onDone } = renderForm(null, onSave);
    await user.type(screen.getByLabelText(/^Name \(French\)/), 'Souper');
    await user.type(screen.getByLabelText(/^Name \(English\)/), 'Supper');
    await user.type(screen.getByLabelText(/^Start/), '2026-12-07T18:00');
    await user.type(screen.getByLabelText(/^End/), '2026-12-07T20:00');
    const perResident = screen.getByLabelText(/^Seats per resident/);
    expect(perResident).toHaveValue('1');
    await user.clear(perResident);
    await user.type(perResident, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(perResident).toHaveAttribute('aria-invalid', 'true'));
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(perResident);
    await user.type(perResident, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      kind: 'event',
      body: { maxSeatsPerUser: 4 },
    });
  });

  it("sets an event group's horizon, 90 days by default, 1 to 365", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_change: TBookingChange) => undefined);
    const group = {
      id: 4,
      service: 5,
      name: { fr: 'Ateliers', en: 'Workshops' },
      description: { fr: '', en: '' },
      price: 0,
      bookingHorizonDays: 90,
      waitlistHoldMinutes: null,
      events: [],
    } satisfies TManagedEventGroup;
    const { onDone } = renderGroupForm(group, onSave);
    const horizon = screen.getByLabelText(/^Bookable up to/);
    expect(horizon).toHaveValue('90');
    await user.clear(horizon);
    await user.type(horizon, '366');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid number.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(horizon);
    await user.type(horizon, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      kind: 'group',
      id: 4,
      body: { bookingHorizonDays: 14 },
    });
  });

  it("sets an event group's waitlist hold, refusing one over 72 h or with the server's code", async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn(async (_change: TBookingChange) => undefined)
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: 'validation_failed',
          fields: { waitlistHoldMinutes: 'invalid_type' },
        }),
      );
    const { onDone } = renderGroupForm(
      {
        id: 4,
        service: 5,
        name: { fr: 'Ateliers', en: 'Workshops' },
        description: { fr: '', en: '' },
        price: 0,
        bookingHorizonDays: 90,
        waitlistHoldMinutes: 60,
        events: [],
      },
      onSave,
    );
    const hold = screen.getByLabelText(/^Waitlist offer held for/);
    expect(hold).toHaveValue('60');
    await user.clear(hold);
    await user.type(hold, '4321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid number.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(hold);
    await user.type(hold, '4320');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hold).toHaveAttribute('aria-invalid', 'true'));
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSave.mock.calls[1]?.[0]).toMatchObject({
      kind: 'group',
      id: 4,
      body: { waitlistHoldMinutes: 4320 },
    });
  });
});
