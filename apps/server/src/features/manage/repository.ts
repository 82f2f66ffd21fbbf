// TODO(owner): manage/service.ts imports countReservationsStarting from data/reservations, then this file goes.
export { countReservationsStarting } from '../../data/reservations';
