import {
  ACCOUNT_REQUEST_STATUSES,
  type TApproveAccountRequest,
  type TManagedAccountRequest,
  type TManagedProperty,
} from '@habitat/shared';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { AccountRequestCard } from '../accounts/account-request-card';
import {
  accountPageCount,
  type TAccountDecision,
  useAccountRequestPage,
  useDecideAccountRequest,
} from '../accounts/api';
import { ApproveDialog, type TFieldErrors } from '../accounts/approve-dialog';
import { DeclineDialog } from '../accounts/decline-dialog';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import { useStatusList } from '../components/status-position';

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
        const fields = fieldCodesOf(error);
        if (fields) return fields;
        if (isApiError(error) && error.code === 'email_already_used') {
          return { email: 'email_already_used' };
        }
        await reportChangeError(t, error, { conflict: 'manage.accounts.conflict' });
        return null;
      }
    },
  };
}

function AccountRequestList(props: { property: TManagedProperty }) {
  const { property } = props;
  const { position, listProps } = useStatusList(
    ACCOUNT_REQUEST_STATUSES,
    'manage.accounts',
    accountPageCount,
  );
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
      <ConsoleList {...listProps} query={list}>
        {(request) => (
          <AccountRequestCard
            key={request.id}
            request={request}
            timeZone={property.timeZone}
            busy={busyId === request.id}
            onApprove={() => setApproving(request)}
            onDecline={() => setDeclining(request.id)}
          />
        )}
      </ConsoleList>
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
