import { recordFirstPageRead, takeEarlyResponse } from './early-data';

/**
 * fetch wrapper for the Habitat API: JSON in and out, bearer token, and the error
 * envelope `{ error: { code, message, fields? } }` turned into a typed ApiError.
 */

export const CONNECTION_ERROR = 'connection';
export const PLATFORM_ERROR = 'platform_error';
/** A write refused because the device is offline: nothing was sent, nothing is queued. */
export const OFFLINE_ERROR = 'offline';
/** Dispatched on window when a write is refused offline (the offline notice says so). */
export const OFFLINE_REFUSAL_EVENT = 'habitat:offline-refusal';

const CONNECTION_MESSAGE = 'We were unable to connect to our system. Please try again later.';
const PLATFORM_MESSAGE =
  'Something probably went wrong on our side. Please restart the app or try again later.';
const OFFLINE_MESSAGE = 'You are offline: nothing was sent. Try again once you are back online.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type TQueryValue = string | number | boolean | null | undefined;
export type TQuery = Record<string, TQueryValue | readonly TQueryValue[]>;

export type TApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: TQuery;
  token?: string | null;
  signal?: AbortSignal;
  /** Extra headers, e.g. an `Idempotency-Key` on a create. */
  headers?: Record<string, string>;
};

/**
 * The API's origin inside the mobile app, whose pages come from the device
 * (`capacitor://localhost`): VITE_API_ORIGIN of its build (docs/decisions/029-mobile-app.md).
 * Empty on the web, where the API is on the page's own origin.
 */
export const API_ORIGIN: string = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** A path of the server (`/api/...`, `/uploads/...`) as the app reaches it. */
export function apiUrl(path: string, origin: string = API_ORIGIN): string {
  return origin && path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;
}

/** The uploaded files an answer names (`/uploads/...`) are on the API's server too. */
export function withFileOrigin(payload: unknown, origin: string = API_ORIGIN): unknown {
  if (!origin) return payload;
  if (typeof payload === 'string')
    return payload.startsWith('/uploads/') ? apiUrl(payload, origin) : payload;
  if (Array.isArray(payload)) return payload.map((item) => withFileOrigin(item, origin));
  if (!isRecord(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, withFileOrigin(value, origin)]),
  );
}

export function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readEnvelope(
  payload: unknown,
): { code: string; message: string; fields?: Record<string, string> } | null {
  if (!isRecord(payload) || !isRecord(payload.error)) return null;
  const { code, message, fields } = payload.error;
  if (typeof code !== 'string') return null;
  const result: { code: string; message: string; fields?: Record<string, string> } = {
    code,
    message: typeof message === 'string' ? message : code,
  };
  if (isRecord(fields)) {
    result.fields = Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return result;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `navigator.onLine` is false only when the device surely has no network (true proves nothing). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A write while offline is refused at once, before any byte leaves: it is neither lost in the
 * air nor queued behind the resident's back, and the app says why (OFFLINE_REFUSAL_EVENT).
 */
function refuseOffline(method: string): ApiError {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(OFFLINE_REFUSAL_EVENT, { detail: { method } }));
  }
  return new ApiError({ status: 0, code: OFFLINE_ERROR, message: OFFLINE_MESSAGE });
}

export async function apiFetch<T>(path: string, request: TApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && isOffline()) throw refuseOffline(method);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  const url = buildUrl(path, request.query);
  const send = () =>
    fetch(apiUrl(url), {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  let response: Response;
  try {
    // The boot script's early reads are same-origin: inside the mobile app none is recorded,
    // so none is made.
    if (method === 'GET' && request.token && !API_ORIGIN) {
      recordFirstPageRead(url);
      const early = takeEarlyResponse(url, request.token);
      // An early read that failed is simply made again.
      response = await (early ? early.catch(send) : send());
    } else {
      response = await send();
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: CONNECTION_ERROR, message: CONNECTION_MESSAGE });
  }

  const payload = await readJson(response);
  if (response.ok) return withFileOrigin(payload) as T;
  if (response.status >= 500) {
    throw new ApiError({
      status: response.status,
      code: PLATFORM_ERROR,
      message: PLATFORM_MESSAGE,
    });
  }
  const envelope = readEnvelope(payload);
  throw new ApiError({
    status: response.status,
    code: envelope?.code ?? `http_${response.status}`,
    message: envelope?.message ?? (response.statusText || `HTTP ${response.status}`),
    fields: envelope?.fields,
  });
}
