import type { BrowserContext } from '@playwright/test';
import { STAND_IN_METHODS } from '../../apps/server/src/features/payments/stripe-stand-in';

/**
 * A local stand-in for the browser side of Stripe (Stripe.js and its frames), answered at
 * Stripe's own origins and paths through Playwright's routing, so a test runs the real app under
 * its real Content-Security-Policy without the network. The browser checks the policy before a
 * request leaves, so whatever the policy refuses never reaches these routes.
 * The server side is `stripe-stand-in.ts` (apps/server); its PaymentMethod ids are reused here.
 */

/** The card Element's frame, as Stripe.js opens it from js.stripe.com. */
export const CARD_FRAME_TITLE = 'Secure card payment input frame';
const CARD_FRAME = 'https://js.stripe.com/stand-in/elements-inner-card.html';
const CONTROLLER_FRAME = 'https://js.stripe.com/stand-in/controller.html';

/**
 * What @stripe/stripe-js and @stripe/react-stripe-js call: `Stripe(key)` with its `version` (the
 * release train of the URL it was loaded from), `elements()` with `create`, `mount`, `on`,
 * `getElement`, and `createPaymentMethod`, which asks api.stripe.com as Stripe.js does.
 */
const STRIPE_JS = `(() => {
  const train = /\\/([a-z0-9]+)\\/stripe\\.js/.exec(document.currentScript?.src ?? '')?.[1] ?? 'v3';
  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_/.test(publishableKey)) throw new Error('Invalid publishable key');
    const controller = document.createElement('iframe');
    controller.src = '${CONTROLLER_FRAME}';
    controller.title = 'Stripe controller';
    controller.tabIndex = -1;
    controller.setAttribute('aria-hidden', 'true');
    controller.style.display = 'none';
    document.body.appendChild(controller);
    const created = new Map();
    const elements = () => ({
      create(type) {
        const listeners = {};
        const emit = (event, payload) => (listeners[event] ?? []).forEach((handler) => handler(payload));
        let frame = null;
        const element = {
          mount(target) {
            const host = typeof target === 'string' ? document.querySelector(target) : target;
            frame = document.createElement('iframe');
            frame.src = '${CARD_FRAME}';
            frame.title = '${CARD_FRAME_TITLE}';
            frame.style.cssText = 'border:0;width:100%;height:2.5em';
            frame.addEventListener('load', () => emit('ready', { elementType: type }));
            host.appendChild(frame);
          },
          on(event, handler) { (listeners[event] ??= []).push(handler); return element; },
          off(event, handler) {
            listeners[event] = (listeners[event] ?? []).filter((h) => h !== handler);
            return element;
          },
          update() {},
          focus() {},
          blur() {},
          clear() {},
          unmount() { frame?.remove(); },
          destroy() { frame?.remove(); created.delete(type); },
        };
        created.set(type, element);
        return element;
      },
      getElement(type) { return created.get(type?.__elementType ?? type) ?? null; },
      update() {},
    });
    const refused = () => Promise.resolve({ error: { message: 'Not in the stand-in' } });
    return {
      elements,
      async createPaymentMethod() {
        const answer = await fetch('https://api.stripe.com/v1/payment_methods', {
          method: 'POST',
          headers: { Authorization: 'Bearer ' + publishableKey },
          body: new URLSearchParams({ type: 'card' }),
        });
        const body = await answer.json();
        return answer.ok ? { paymentMethod: body } : { error: body.error };
      },
      createToken: refused,
      confirmCardPayment: refused,
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = train === 'v3' ? 3 : train;
  window.Stripe = Stripe;
})();`;

const CARD_FRAME_HTML = `<!doctype html><html lang="en"><body style="margin:0">
<label>Card number <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label>
</body></html>`;

type TAnswer = { status: number; contentType: string; body: string };

const json = (status: number, body: unknown): TAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** The stand-in's answer to a request for one of Stripe's browser-facing origins. */
export function answerStripeRequest(url: URL, method: string): TAnswer {
  const { host, pathname } = url;
  if (host === 'js.stripe.com' && /^\/(v3\/?|[a-z0-9]+\/stripe\.js)$/.test(pathname)) {
    return { status: 200, contentType: 'text/javascript', body: STRIPE_JS };
  }
  if (host === 'js.stripe.com' && url.href.startsWith(CARD_FRAME)) {
    return { status: 200, contentType: 'text/html', body: CARD_FRAME_HTML };
  }
  if (host === 'js.stripe.com' && url.href.startsWith(CONTROLLER_FRAME)) {
    return {
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>controller</title>',
    };
  }
  if (host === 'api.stripe.com' && method === 'POST' && pathname === '/v1/payment_methods') {
    return json(200, { id: STAND_IN_METHODS.succeeds, object: 'payment_method', type: 'card' });
  }
  return json(404, { error: { type: 'invalid_request_error', message: 'Not in the stand-in' } });
}

/** Answers every request of the context to Stripe's origins with the stand-in; returns their URLs. */
export async function routeStripeToStandIn(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//, async (route) => {
    const request = route.request();
    requested.push(request.url());
    const answer = answerStripeRequest(new URL(request.url()), request.method());
    await route.fulfill({
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return requested;
}
