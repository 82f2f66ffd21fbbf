import { z } from 'zod';
import { isHour } from '../validation/rules';
import { minutesOf } from './clock-minutes';

/**
 * A day's opening range, apart from the services' schemas: weekdays and opening hours need the
 * range's type, and the schema needs minutesOf (clock-minutes.ts), so they meet here.
 */

/** A time of day by the `hour` rule: 'H:MM' or 'HH:MM', or '24:00' for the midnight that ends a day. */
export const ZTimeOfDay = z.string().refine(isHour, { message: 'hour' });

/** One opening range of a day; ranges do not cross midnight (split them over two days). */
export const ZTimeRange = z
  .object({ from: ZTimeOfDay, to: ZTimeOfDay })
  .refine((range) => minutesOf(range.from) < minutesOf(range.to), {
    message: 'from must be before to',
    path: ['to'],
  });
export type TTimeRange = z.infer<typeof ZTimeRange>;
