import {
  EARLY_RESPONSES_GLOBAL,
  FIRST_PAGE_READS_LIMITS,
  type TEarlyResponses,
} from './boot-contract';
import { localStore } from './local-store';

/**
 * The first page of a visit, read early (docs/decisions/021-signed-in-first-paint.md): the app
 * records the API reads the page it opens on makes (signed in, GET), per address; on the next
 * visit that opens there, the boot script starts the same reads while the app's code downloads,
 * and the app takes those responses instead of asking again.
 */
const currentPage = () => window.location.pathname + window.location.search;
/** The address the visit opened on, while its reads are being recorded (null once over). */
let firstPage = typeof window === 'undefined' ? null : currentPage();
/**
 * Reads made later than this after the app started are the resident's doing, not the page's;
 * early responses are not used after it either.
 */
const RECORDING_WINDOW_MS = 10_000;
const startedAt = Date.now();
let recorded: string[] = [];

function store(page: string, paths: string[]): void {
  const reads = localStore.getFirstPageReads();
  delete reads[page];
  reads[page] = paths;
  // The most recently opened pages are kept (objects keep insertion order).
  const pages = Object.keys(reads);
  for (const old of pages.slice(0, Math.max(0, pages.length - FIRST_PAGE_READS_LIMITS.pages))) {
    delete reads[old];
  }
  localStore.setFirstPageReads(reads);
}

/** Notes a signed-in API read (`path` with its query) while the first page is still showing. */
export function recordFirstPageRead(path: string): void {
  if (firstPage === null) return;
  if (currentPage() !== firstPage || Date.now() - startedAt > RECORDING_WINDOW_MS) {
    firstPage = null;
    return;
  }
  if (recorded.includes(path) || recorded.length >= FIRST_PAGE_READS_LIMITS.perPage) return;
  recorded = [...recorded, path];
  store(firstPage, recorded);
}

/** Forgets every page's reads (they name the resident's building): on sign-out. */
export function forgetFirstPageReads(): void {
  firstPage = null;
  localStore.setFirstPageReads(null);
}

/**
 * The response the boot script already requested for this read with this token, once (a body
 * is read once); undefined when there is none.
 */
export function takeEarlyResponse(path: string, token: string): Promise<Response> | undefined {
  // Later, a response from the visit's start would be stale.
  if (typeof window === 'undefined' || Date.now() - startedAt > RECORDING_WINDOW_MS)
    return undefined;
  const early = (window as unknown as Record<string, TEarlyResponses | undefined>)[
    EARLY_RESPONSES_GLOBAL
  ];
  if (!early || early.token !== token) return undefined;
  const response = early.responses[path];
  delete early.responses[path];
  return response;
}
