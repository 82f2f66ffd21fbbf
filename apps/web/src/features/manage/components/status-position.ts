import { useSearchParams } from 'react-router';
import type { TI18nKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import type { TConsoleListProps } from './console-list';

/**
 * A list's status tab and page, kept in the address (`?status=…&page=…`) so reload and Back
 * keep them. The first status is the default and is left out of the address, as is page 1.
 */
export function useStatusPosition<S extends string>(statuses: readonly [S, ...S[]]) {
  const [params, setParams] = useSearchParams();
  const fallback = statuses[0];
  const raw = params.get('status');
  const status: S = statuses.find((one) => one === raw) ?? fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status?: S; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== fallback) query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { status, page, go };
}

/** The console lists with status tabs; their texts sit under one key each (`tabs_label`, `tabs.*`, `empty.*`, `count`, `pages`). */
type TStatusListTexts = 'manage.billboard' | 'manage.accounts';

/**
 * A paged list with one tab per status, its position in the address: where it is, and the
 * `ConsoleList` props (tabs, empty text, count, pages) with the list's texts.
 */
export function useStatusList<S extends string>(
  statuses: readonly [S, ...S[]],
  texts: TStatusListTexts,
  pageCount: (count: number) => number,
) {
  const { t } = useTranslation();
  const position = useStatusPosition(statuses);
  const text = (key: string, values?: { count: number }) =>
    t(`${texts}.${key}` as TI18nKey, values);
  const listProps = {
    tabs: {
      statuses,
      value: position.status,
      onChange: (status: S) => position.go({ status }),
      label: text('tabs_label'),
      tabLabel: (status: S) => text(`tabs.${status}`),
    },
    empty: text(`empty.${position.status}`),
    count: (count: number) => text('count', { count }),
    paging: {
      page: position.page,
      onChange: (page: number) => position.go({ page }),
      pageCount,
      label: text('pages'),
    },
  } satisfies Omit<TConsoleListProps<unknown, S>, 'query' | 'children'>;
  return { position, listProps };
}
