import {
  ACCOUNT_REQUEST_STATUSES,
  type TAccountRequestStatus,
  type TApproveAccountRequest,
  type TManagedAccountRequest,
  type TManagedProperty,
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
import { AccountRequestCard } from '../accounts/account-request-card';
import {
  accountPageCount,
  type TAccountDecision,
  useAccountRequestPage,
  useDecideAccountRequest,
} from '../accounts/api';
import { ApproveDialog, type TFieldErrors } from '../accounts/approve-dialog';
import { DeclineDialog } from '../accounts/decline-dialog';
import { PageLoading, PropertyGate } from '../components/property-gate';

const isStatus = (value: unknown): value is TAccountRequestStatus =>
  ACCOUNT_REQUEST_STATUSES.some((status) => status === value);

/** The tab and page live in the address, so reload and Back keep them. */
function useListPosition() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: TAccountRequestStatus = isStatus(raw) ? raw : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status?: TAccountRequestStatus; page?: number }) => {
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
 * A decision, with what a person can act on when it fails: field errors (an e-mail already
 * used included) return to the dialog, a request decided meanwhile says so, the rest in a dialog.
 */
function useDecide(property: TManagedProperty) {
  const { t } = useTranslation();
  const mutation = useDecideAccountRequest(property.id);
  return {
    busyId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    decide: async (decision: TAccountDecision): Promise<TFieldErrors | null> => {
      try {
        const decided = await mutation.mutateAsync(decision);
        notifications.show({
          color: 'teal',
          message:
            decision.action === 'approve'
              ? t('manage.accounts.approved', { email: decided.user?.email ?? '' })
              : t('manage.accounts.declined'),
        });
        return null;
      } catch (error) {
        if (isApiError(error) && error.fields) return error.fields;
        if (isApiError(error) && error.code === 'email_already_used') {
          return { email: 'email_already_used' };
        }
        if (isApiError(error) && error.status === 409) {
          notifications.show({ color: 'orange', message: t('manage.accounts.conflict') });
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

function AccountRequestList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const position = useListPosition();
  const list = useAccountRequestPage(property.id, position.status, position.page);
  const { decide, busyId } = useDecide(property);
  const [approving, setApproving] = useState<TManagedAccountRequest | null>(null);
  const [declining, setDeclining] = useState<number | null>(null);

  const approve = async (body: TApproveAccountRequest) => {
    if (!approving) return null;
    const refused = await decide({ id: approving.id, action: 'approve', body });
    if (!refused) setApproving(null);
    return refused;
  };
  const decline = async (reason: string) => {
    if (declining === null) return null;
    const refused = await decide({ id: declining, action: 'decline', body: { reason } });
    return refused?.reason ?? null;
  };

  return (
    <Stack gap="md" maw={960}>
      <Tabs
        value={position.status}
        onChange={(value) => isStatus(value) && position.go({ status: value })}
        keepMounted={false}
        styles={{ list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' } }}
      >
        <Tabs.List aria-label={t('manage.accounts.tabs_label')}>
          {ACCOUNT_REQUEST_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} mih={44}>
              {t(`manage.accounts.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACCOUNT_REQUEST_STATUSES.map((status) => (
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
                {t(`manage.accounts.empty.${position.status}`)}
              </Alert>
            ) : (
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('manage.accounts.count', { count: list.data.count })}
                </Text>
                {list.data.data.map((request) => (
                  <AccountRequestCard
                    key={request.id}
                    request={request}
                    timeZone={property.timeZone}
                    busy={busyId === request.id}
                    onApprove={() => setApproving(request)}
                    onDecline={() => setDeclining(request.id)}
                  />
                ))}
                {accountPageCount(list.data.count) > 1 && (
                  <Center component="nav" aria-label={t('manage.accounts.pages')}>
                    <Pagination
                      total={accountPageCount(list.data.count)}
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
      <ApproveDialog
        request={approving}
        propertyId={property.id}
        timeZone={property.timeZone}
        onClose={() => setApproving(null)}
        onConfirm={approve}
      />
      <DeclineDialog
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        onConfirm={decline}
      />
    </Stack>
  );
}

/** /manage/accounts: the account requests to decide, and the decided ones, one tab each. */
export function ManageAccountsPage() {
  return (
    <PropertyGate>
      {(property) => <AccountRequestList key={property.id} property={property} />}
    </PropertyGate>
  );
}
