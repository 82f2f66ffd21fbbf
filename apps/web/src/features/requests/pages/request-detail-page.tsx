import { canCancelRequest, type TUserRequest } from '@habitat/shared';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePropertyTimeZone } from '@/features/services';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, isApiError } from '@/lib/api-client';
import { openDialog } from '@/ui/dialog';
import { useFormFactor } from '@/ui/form-factor';
import { LoadError } from '@/ui/load-error';
import { sendFailureMessage } from '@/ui/send-failure';
import { useSpinner } from '@/ui/spinner';
import { useRequestProperty, useUpdateRequest, useUserRequest } from '../api';
import { Discussion } from '../components/discussion';
import {
  ContentSection,
  DetailsSection,
  FlagsSection,
  RequestHeader,
} from '../components/request-details';
import { requestNumber } from '../request-number';
import classes from './request-detail-page.module.css';

/** Someone else's request (403) reads like one that does not exist (404): nothing to retry. */
const notFound = () =>
  new ApiError({ status: 404, code: 'requests.detail.not_found', message: 'Not found' });
const asNotFound = (error: unknown): unknown =>
  isApiError(error) && (error.status === 403 || error.status === 404) ? notFound() : error;

function useCancel(request: TUserRequest, number: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spinner = useSpinner();
  const cancel = useUpdateRequest(request.id);
  return async () => {
    const choice = await openDialog({
      title: t('requests.detail.cancel_title'),
      message: t('requests.detail.cancel_text', { number }),
      actions: [
        { label: t('requests.detail.cancel_no'), value: 'no' },
        { label: t('requests.detail.cancel_yes'), value: 'yes', destructive: true },
      ],
    });
    if (choice !== 'yes') return;
    try {
      await spinner.track(cancel.mutateAsync({ status: 'canceled' }));
    } catch (error) {
      await openDialog({ title: t('dialog.oops'), message: sendFailureMessage(t, error) });
      return;
    }
    // docs/product.md (States): on a 200 answer the app returns to the list.
    notifications.show({ message: t('requests.detail.canceled'), color: 'green' });
    void navigate(paths.requests());
  };
}

function RequestView(props: { request: TUserRequest; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useFormFactor() === 'desktop';
  const property = useRequestProperty();
  const { request, timeZone } = props;
  const number = requestNumber(request);
  const onCancel = useCancel(request, number);
  const commercial = property.data?.commercial ?? (property.isError ? request.alarm : null);

  const actions = (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={() => void navigate(paths.requests())}
      >
        {t('requests.detail.back')}
      </Button>
      {canCancelRequest(request.status) && (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => void onCancel()}
        >
          {t('requests.detail.cancel')}
        </Button>
      )}
    </Group>
  );
  const header = <RequestHeader request={request} number={number} />;
  const details = <DetailsSection request={request} timeZone={timeZone} />;
  const content = <ContentSection request={request} timeZone={timeZone} />;
  const flags = <FlagsSection request={request} commercial={commercial} />;
  const discussion = <Discussion request={request} timeZone={timeZone} />;

  if (!wide) {
    return (
      <Stack gap="md" component="article" aria-label={request.title}>
        {actions}
        {header}
        {details}
        {content}
        {flags}
        {discussion}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" component="article" aria-label={request.title}>
      {actions}
      <div className={classes.columns}>
        <Stack gap="lg">
          {header}
          {content}
          {discussion}
        </Stack>
        <Stack gap="lg">
          {details}
          {flags}
        </Stack>
      </div>
    </Stack>
  );
}

/** /requests/{id}: the request, its flags and discussion, back and cancel (docs/product.md: Screens). */
export function RequestDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const request = useUserRequest(id);
  const timeZone = usePropertyTimeZone();
  const back = { to: paths.requests(), label: t('requests.detail.back_to_list') };

  let content: ReactNode;
  if (!Number.isInteger(id) || id <= 0 || request.isError) {
    const error = request.isError ? asNotFound(request.error) : notFound();
    content = (
      <LoadError
        error={error}
        onRetry={() => void request.refetch()}
        retrying={request.isFetching}
        back={back}
      />
    );
  } else if (!request.data || timeZone === null) {
    content = (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={36} w={220} radius="md" />
        <Skeleton h={64} radius="lg" />
        <Skeleton h={220} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  } else {
    content = <RequestView request={request.data} timeZone={timeZone} />;
  }
  return (
    <Stack maw={1080} mx="auto" w="100%">
      {content}
    </Stack>
  );
}
