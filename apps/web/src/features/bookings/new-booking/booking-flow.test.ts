import { describe, expect, it } from 'vitest';
import { bookingFlow, initialFlow, type TFlowAction, type TFlowState } from './booking-flow';

const run = (actions: TFlowAction[], from: TFlowState = initialFlow(null, '2026-03-03')) =>
  actions.reduce(bookingFlow, from);

const onSlots: TFlowAction = {
  type: 'slots',
  entity: 31,
  selection: { first: 2, last: 3 },
  range: { start: 600, end: 720 },
};
const seat = { id: 71, group: 51, remainingAvailable: 4 };

describe('booking flow (docs/product.md: States)', () => {
  it('starts on the selection step with the preselected service and date', () => {
    expect(initialFlow(7, '2026-03-03')).toMatchObject({
      step: 'selection',
      service: 7,
      date: '2026-03-03',
      calendar: null,
      selection: null,
      event: null,
      amount: null,
    });
  });

  it('changing the service clears the schedule, the group and the event', () => {
    const withSlots = run([{ type: 'service', service: 7 }, onSlots]);
    expect(withSlots.calendar).toEqual({ kind: 'entity', id: 31 });
    const changed = bookingFlow(withSlots, { type: 'service', service: 8 });
    expect(changed).toMatchObject({ service: 8, calendar: null, selection: null, range: null });

    const withEvent = run([
      { type: 'service', service: 9 },
      { type: 'event', event: seat },
    ]);
    expect(withEvent.event).toBe(71);
    expect(bookingFlow(withEvent, { type: 'service', service: 7 })).toMatchObject({
      calendar: null,
      event: null,
    });
  });

  it('choosing the same service again keeps what was picked', () => {
    const state = run([{ type: 'service', service: 7 }, onSlots]);
    expect(bookingFlow(state, { type: 'service', service: 7 })).toBe(state);
  });

  it('changing the calendar or the date clears the slots and the event', () => {
    const state = run([{ type: 'service', service: 7 }, onSlots]);
    expect(bookingFlow(state, { type: 'date', date: '2026-03-04' }).selection).toBeNull();
    expect(
      bookingFlow(state, { type: 'calendar', calendar: { kind: 'group', id: 51 } }),
    ).toMatchObject({ selection: null, range: null, calendar: { kind: 'group', id: 51 } });
  });

  it('ignores a full event', () => {
    const state = run([{ type: 'service', service: 9 }]);
    const full = { id: 72, group: 51, remainingAvailable: 0 };
    expect(bookingFlow(state, { type: 'event', event: full })).toBe(state);
  });

  it('an event without a seat limit can be chosen', () => {
    const open = { id: 73, group: 51, remainingAvailable: undefined };
    expect(run([{ type: 'event', event: open }]).event).toBe(73);
  });

  it('choosing the selected event again deselects it', () => {
    const chosen = run([{ type: 'event', event: seat }]);
    expect(chosen).toMatchObject({ event: 71, calendar: { kind: 'group', id: 51 } });
    expect(bookingFlow(chosen, { type: 'event', event: seat }).event).toBeNull();
  });

  it('a slot pick replaces an event pick and the other way round', () => {
    const event = run([{ type: 'event', event: seat }, onSlots]);
    expect(event).toMatchObject({ event: null, selection: { first: 2, last: 3 } });
    expect(bookingFlow(event, { type: 'event', event: seat })).toMatchObject({
      event: 71,
      selection: null,
      range: null,
    });
  });

  it('an emptied selection has no range', () => {
    const state = run([onSlots, { type: 'slots', entity: 31, selection: null, range: null }]);
    expect(state).toMatchObject({ selection: null, range: null });
  });

  it('payment holds the amount; going back clears it and keeps the pick', () => {
    const paying = run([onSlots, { type: 'pay', amount: 2500 }]);
    expect(paying).toMatchObject({ step: 'payment', amount: 2500 });
    const back = bookingFlow(paying, { type: 'back' });
    expect(back).toMatchObject({
      step: 'selection',
      amount: null,
      range: { start: 600, end: 720 },
    });
  });

  it('a stale pick is cleared and the flow returns to the selection', () => {
    const paying = run([onSlots, { type: 'pay', amount: 2500 }]);
    expect(bookingFlow(paying, { type: 'clear_pick' })).toMatchObject({
      step: 'selection',
      selection: null,
      amount: null,
      date: '2026-03-03',
    });
  });
});
