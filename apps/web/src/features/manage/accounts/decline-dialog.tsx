import { MODERATION_REASON_MAX, ZDeclineAccountRequest } from '@habitat/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText } from '../components/field-error';

/** Asks the reason of a refusal (required), checked by the same schema as the server. */
export function DeclineDialog(props: {
  opened: boolean;
  onClose: () => void;
  /** Resolves with a field error code the server sent, or null once done. */
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDeclineAccountRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'required');
      return;
    }
    setSending(true);
    const refused = await props.onConfirm(parsed.data.reason).finally(() => setSending(false));
    if (refused) setError(refused);
    else close();
  };

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t('manage.accounts.decline_title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('manage.accounts.decline_help')}</Text>
          <Textarea
            label={t('manage.accounts.reason_label')}
            required
            data-autofocus
            autosize
            minRows={3}
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={fieldErrorText(t, error ?? undefined)}
            description={`${reason.length} / ${MODERATION_REASON_MAX}`}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('manage.accounts.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={sending}>
              {t('manage.accounts.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
