import { Alert, Box, Center, Pagination, Stack, Tabs, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/ui/load-error';
import { PageLoading } from './property-gate';

/** What a console list reads: its items, and how many there are in all when it is paged. */
export type TConsoleListPage<T> = { data: T[]; count?: number };

/** One tab per status; the chosen one lives in the address (status-position.ts). */
export type TConsoleTabs<S extends string> = {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  /** The accessible name of the row of tabs. */
  label: string;
  tabLabel: (status: S) => string;
};

export type TConsolePaging = {
  page: number;
  onChange: (page: number) => void;
  /** The number of pages for `count` items. */
  pageCount: (count: number) => number;
  /** The accessible name of the page links. */
  label: string;
};

export type TConsoleListProps<T, S extends string> = {
  query: UseQueryResult<TConsoleListPage<T>>;
  /** Renders one item (with its key). */
  children: (item: T) => ReactNode;
  /** Shown when the list is empty. */
  empty: string;
  tabs?: TConsoleTabs<S>;
  /** "12 items" above the list; none when left out. */
  count?: (count: number) => string;
  paging?: TConsolePaging;
  /** `ul`: the items are list items (`component="li"`). */
  as?: 'ul';
  gap?: 'sm' | 'md';
  /** Names the list as a region (`section`). */
  label?: string;
  /** Busy for another reason than a read, e.g. a change being saved. */
  busy?: boolean;
};

/**
 * The skeleton every console list shares: its status tabs, then loading, a failed read with
 * a retry, the empty text, or the items with their count and page links.
 */
export function ConsoleList<T, S extends string = string>(props: TConsoleListProps<T, S>) {
  const { tabs, query } = props;
  const busy = query.isFetching || Boolean(props.busy);
  if (!tabs) {
    return (
      <Box component={props.label ? 'section' : 'div'} aria-label={props.label} aria-busy={busy}>
        <ListState {...props} />
      </Box>
    );
  }
  return (
    <Tabs
      value={tabs.value}
      onChange={(value) => {
        const status = tabs.statuses.find((one) => one === value);
        if (status !== undefined) tabs.onChange(status);
      }}
      keepMounted={false}
      // One row of tabs on a phone too: it scrolls sideways rather than wrapping.
      styles={{ list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' } }}
    >
      <Tabs.List aria-label={tabs.label}>
        {tabs.statuses.map((status) => (
          <Tabs.Tab key={status} value={status} mih={44}>
            {tabs.tabLabel(status)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.statuses.map((status) => (
        <Tabs.Panel key={status} value={status} pt="md" aria-busy={busy}>
          <ListState {...props} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A read's loading and failed states (with a retry); its data, once there, to `children`. */
export function QueryState<D>(props: {
  query: UseQueryResult<D>;
  children: (data: D) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{props.children(query.data)}</>;
}

function ListState<T, S extends string>(props: TConsoleListProps<T, S>) {
  return (
    <QueryState query={props.query}>{(data) => <ListItems {...props} data={data} />}</QueryState>
  );
}

function ListItems<T, S extends string>(
  props: TConsoleListProps<T, S> & { data: TConsoleListPage<T> },
) {
  const { paging } = props;
  const { data: items, count = items.length } = props.data;
  if (items.length === 0) return <EmptyList>{props.empty}</EmptyList>;
  const gap = props.gap ?? 'md';
  const pages = paging ? paging.pageCount(count) : 1;
  return (
    <Stack gap={gap}>
      {props.count && (
        <Text size="sm" c="dimmed">
          {props.count(count)}
        </Text>
      )}
      {props.as === 'ul' ? (
        <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map(props.children)}
        </Stack>
      ) : (
        items.map(props.children)
      )}
      {paging && pages > 1 && (
        <Center component="nav" aria-label={paging.label}>
          <Pagination total={pages} value={paging.page} onChange={paging.onChange} />
        </Center>
      )}
    </Stack>
  );
}

/** What an empty list says instead. */
export function EmptyList(props: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light">
      {props.children}
    </Alert>
  );
}
