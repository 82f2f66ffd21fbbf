/** Form numbers are typed as text: '' is null, anything else a number (NaN is refused later). */
export const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Dollars as typed ('12.5') to cents (1250); '' is 0. */
export const centsOf = (dollars: string) =>
  dollars.trim() === '' ? 0 : Math.round(Number(dollars.replace(',', '.')) * 100);
export const dollarsOf = (cents: number) => (cents === 0 ? '0' : (cents / 100).toFixed(2));
