import {
  isEventFull,
  type TBookingEvent,
  type TMinuteRange,
  type TSelection,
} from '@habitat/shared';

/**
 * The booking flow of docs/product.md: States: selection (service → schedule or event group → date → slots or
 * event), then payment when the price is above 0, then send. A pure reducer, so the rules
 * ("changing the service clears…", "a full event is ignored"…) are tested without a screen.
 */

/** The calendar booked: a schedule (booking entity) or an event group. */
export type TCalendarRef = { kind: 'entity' | 'group'; id: number };

export type TFlowState = {
  step: 'selection' | 'payment';
  service: number | null;
  calendar: TCalendarRef | null;
  /** 'YYYY-MM-DD' in the property's time zone. */
  date: string | null;
  /** The slots chosen on the schedule's grid of `date`, and the minutes they cover. */
  selection: TSelection;
  range: TMinuteRange | null;
  /** The event chosen in the group. */
  event: number | null;
  /** The amount to pay, in cents: set on the way to payment, cleared on the way back. */
  amount: number | null;
};

export type TFlowAction =
  | { type: 'service'; service: number | null }
  | { type: 'calendar'; calendar: TCalendarRef | null }
  | { type: 'date'; date: string | null }
  | { type: 'slots'; entity: number; selection: TSelection; range: TMinuteRange | null }
  | { type: 'event'; event: Pick<TBookingEvent, 'id' | 'group' | 'remainingAvailable'> }
  | { type: 'pay'; amount: number }
  /** The pick went stale (the slot or the last seat was just taken): choose again. */
  | { type: 'clear_pick' }
  | { type: 'back' };

export const initialFlow = (service: number | null = null, date: string | null = null) =>
  ({
    step: 'selection',
    service,
    calendar: null,
    date,
    selection: null,
    range: null,
    event: null,
    amount: null,
  }) satisfies TFlowState;

const sameCalendar = (a: TCalendarRef | null, b: TCalendarRef | null) =>
  a?.kind === b?.kind && a?.id === b?.id;

/** What was picked below the calendar goes whenever something above it changes. */
const withoutPick = (state: TFlowState): TFlowState => ({
  ...state,
  step: 'selection',
  selection: null,
  range: null,
  event: null,
  amount: null,
});

export function bookingFlow(state: TFlowState, action: TFlowAction): TFlowState {
  switch (action.type) {
    case 'service':
      if (action.service === state.service) return state;
      return { ...withoutPick(state), service: action.service, calendar: null };
    case 'calendar':
      if (sameCalendar(action.calendar, state.calendar)) return state;
      return { ...withoutPick(state), calendar: action.calendar };
    case 'date':
      if (action.date === state.date) return state;
      return { ...withoutPick(state), date: action.date };
    case 'slots':
      return {
        ...withoutPick(state),
        calendar: { kind: 'entity', id: action.entity },
        selection: action.selection,
        range: action.selection ? action.range : null,
      };
    case 'event':
      return selectEvent(state, action.event);
    case 'pay':
      return { ...state, step: 'payment', amount: action.amount };
    case 'back':
      return { ...state, step: 'selection', amount: null };
    case 'clear_pick':
      return withoutPick(state);
  }
}

/** A full event is ignored; the selected one, clicked again, is deselected (docs/product.md: States). */
function selectEvent(
  state: TFlowState,
  event: Pick<TBookingEvent, 'id' | 'group' | 'remainingAvailable'>,
): TFlowState {
  if (state.event === event.id) return { ...withoutPick(state) };
  if (isEventFull(event)) return state;
  return {
    ...withoutPick(state),
    calendar: { kind: 'group', id: event.group },
    event: event.id,
  };
}
