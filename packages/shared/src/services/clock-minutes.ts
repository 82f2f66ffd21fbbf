/**
 * 'HH:mm' to minutes since midnight; '24:00' is 1440 (the end of the day). Apart from the time
 * range's schema: the booking grid needs it on pages whose code must not build a zod object at
 * load (zod then tries `new Function`, which the content security policy reports).
 */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
