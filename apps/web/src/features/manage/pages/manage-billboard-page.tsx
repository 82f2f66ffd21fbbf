import {
  MODERATION_STATUSES,
  type TManagedProperty,
  type TModerationAction,
  type TModerationStatus,
} from '@habitat/shared';
import { Alert, Center, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { moderationPageCount, useModeratePost, useModerationPage } from '../api';
import { ModerationCard } from '../components/moderation-card';
import { PageLoading, PropertyGate } from '../components/property-gate';
import { ReasonDialog, type TReasonAction } from '../components/reason-dialog';

const isModerationStatus = (value: unknown): value is TModerationStatus =>
  MODERATION_STATUSES.some((status) => status === value);

const DONE_KEYS = {
  publish: 'manage.billboard.published',
  reject: 'manage.billboard.rejected',
  disable: 'manage.billboard.disabled',
} as const;

/** The tab and page live in the address, so reload and Back keep them. */
function useListPosition() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: TModerationStatus = isModerationStatus(raw) ? raw : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status?: TModerationStatus; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { status, page, go };
}

/**
 * A decision, with what a person can act on when it fails: a post decided meanwhile (409)
 * says so (the list is read again), a refused reason returns to its field, the rest in a dialog.
 */
function useDecide(property: TManagedProperty) {
  const { t } = useTranslation();
  const moderate = useModeratePost(property.id);
  return {
    busyPost: moderate.isPending ? (moderate.variables?.postId ?? null) : null,
    decide: async (postId: number, action: TModerationAction, reason?: string) => {
      try {
        await moderate.mutateAsync({ postId, action, reason });
        notifications.show({ color: 'teal', message: t(DONE_KEYS[action]) });
        return null;
      } catch (error) {
        const field = isApiError(error) ? error.fields?.reason : undefined;
        if (field) return field;
        if (isApiError(error) && error.status === 409) {
          notifications.show({ color: 'orange', message: t('manage.billboard.conflict') });
          return null;
        }
        const message = isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error');
        await openErrorDialog(message);
        return null;
      }
    },
  };
}

function ModerationList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const position = useListPosition();
  const list = useModerationPage(property.id, position.status, position.page);
  const { decide, busyPost } = useDecide(property);
  const [asking, setAsking] = useState<{ postId: number; action: TReasonAction } | null>(null);

  const onAction = (postId: number, action: TModerationAction) => {
    if (action === 'publish') void decide(postId, action);
    else setAsking({ postId, action });
  };

  return (
    <Stack gap="md" maw={960}>
      <Tabs
        value={position.status}
        onChange={(value) => isModerationStatus(value) && position.go({ status: value })}
        keepMounted={false}
        // One row of tabs on a phone too: it scrolls sideways rather than wrapping.
        styles={{ list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' } }}
      >
        <Tabs.List aria-label={t('manage.billboard.tabs_label')}>
          {MODERATION_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} mih={44}>
              {t(`manage.billboard.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MODERATION_STATUSES.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md" aria-busy={list.isFetching}>
            {list.isPending ? (
              <PageLoading />
            ) : list.isError ? (
              <LoadError
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            ) : list.data.data.length === 0 ? (
              <Alert color="gray" variant="light">
                {t(`manage.billboard.empty.${position.status}`)}
              </Alert>
            ) : (
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('manage.billboard.count', { count: list.data.count })}
                </Text>
                {list.data.data.map((post) => (
                  <ModerationCard
                    key={post.id}
                    post={post}
                    timeZone={property.timeZone}
                    busy={busyPost === post.id}
                    onAction={(action) => onAction(post.id, action)}
                  />
                ))}
                {moderationPageCount(list.data.count) > 1 && (
                  <Center component="nav" aria-label={t('manage.billboard.pages')}>
                    <Pagination
                      total={moderationPageCount(list.data.count)}
                      value={position.page}
                      onChange={(page) => position.go({ page })}
                    />
                  </Center>
                )}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ReasonDialog
        action={asking?.action ?? null}
        onClose={() => setAsking(null)}
        onConfirm={(reason) =>
          asking ? decide(asking.postId, asking.action, reason) : Promise.resolve(null)
        }
      />
    </Stack>
  );
}

/** /manage/billboard: the moderation queue and the other statuses, one tab each. */
export function ManageBillboardPage() {
  return (
    <PropertyGate>
      {(property) => <ModerationList key={property.id} property={property} />}
    </PropertyGate>
  );
}
