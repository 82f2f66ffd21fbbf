import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for the few Stripe endpoints the adapter calls, so its tests need no
 * network. The PaymentMethod id picks the outcome, after Stripe's own test methods.
 */
export const STAND_IN_METHODS = {
  succeeds: 'pm_card_visa',
  declined: 'pm_card_visa_chargeDeclined',
  insufficientFunds: 'pm_card_visa_chargeDeclinedInsufficientFunds',
  requiresAction: 'pm_card_authenticationRequired',
  missing: 'pm_does_not_exist',
  serverError: 'pm_stand_in_server_error',
} as const;

export type TStandInRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
};

type TAnswer = { status: number; body: unknown };

const cardError = (declineCode: string, message: string): TAnswer => ({
  status: 402,
  body: {
    error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message },
  },
});

export async function startStripeStandIn() {
  const requests: TStandInRequest[] = [];
  const replays = new Map<string, TAnswer>();
  const intents = new Map<string, { refunded: boolean }>();
  let sequence = 0;

  function paymentIntent(params: Record<string, string>): TAnswer {
    const method = params.payment_method;
    const intent = (status: string): TAnswer => {
      const id = `pi_standin_${++sequence}`;
      intents.set(id, { refunded: false });
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          description: params.description ?? null,
          status,
        },
      };
    };
    switch (method) {
      case STAND_IN_METHODS.declined:
        return cardError('generic_decline', 'Your card was declined.');
      case STAND_IN_METHODS.insufficientFunds:
        return cardError('insufficient_funds', 'Your card has insufficient funds.');
      case STAND_IN_METHODS.requiresAction:
        return intent('requires_action');
      case STAND_IN_METHODS.serverError:
        return { status: 500, body: { error: { type: 'api_error', message: 'Stand-in failure' } } };
      case STAND_IN_METHODS.succeeds:
        return intent('succeeded');
      default:
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'payment_method',
              message: `No such PaymentMethod: '${method}'`,
            },
          },
        };
    }
  }

  function refund(params: Record<string, string>): TAnswer {
    const id = params.payment_intent ?? '';
    const intent = intents.get(id);
    const invalid = (code: string, message: string): TAnswer => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code, message } },
    });
    if (!intent) return invalid('resource_missing', `No such payment_intent: '${id}'`);
    if (intent.refunded) return invalid('charge_already_refunded', 'Already refunded');
    intent.refunded = true;
    return {
      status: 200,
      body: {
        id: `re_standin_${++sequence}`,
        object: 'refund',
        payment_intent: id,
        status: 'succeeded',
      },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const recorded: TStandInRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      params: Object.fromEntries(new URLSearchParams(raw)),
    };
    requests.push(recorded);
    const replayKey = recorded.idempotencyKey && `${recorded.path}\n${recorded.idempotencyKey}`;
    let answer = replayKey ? replays.get(replayKey) : undefined;
    if (!answer) {
      if (recorded.method === 'POST' && recorded.path === '/v1/payment_intents') {
        answer = paymentIntent(recorded.params);
      } else if (recorded.method === 'POST' && recorded.path === '/v1/refunds') {
        answer = refund(recorded.params);
      } else {
        answer = { status: 404, body: { error: { type: 'invalid_request_error' } } };
      }
      // Like Stripe, a key's answer is replayed, except a server error (retried for real).
      if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    /** Forgets replayed answers (as if 24 h had passed). */
    forgetKeys: () => replays.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
