import { loadStripe, type Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js for a publishable key (`pk_…`), loaded once. Only the Stripe card Element imports
 * this module (lazily), so the local processor and the first page never load Stripe's script.
 * A failed load (offline) is forgotten, so a later attempt tries again.
 */
const loads = new Map<string, Promise<Stripe>>();

export function stripeFor(publicKey: string): Promise<Stripe> {
  const known = loads.get(publicKey);
  if (known) return known;
  const load = loadStripe(publicKey).then((stripe) => {
    if (!stripe) throw new Error('stripe_unavailable');
    return stripe;
  });
  load.catch(() => loads.delete(publicKey));
  loads.set(publicKey, load);
  return load;
}
