import { MODERATION_REASON_MAX, ZDisablePostRequest, ZRejectPostRequest } from '@habitat/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';

export type TReasonAction = 'reject' | 'disable';

const COPY = {
  reject: { title: 'manage.billboard.reject_title', help: 'manage.billboard.reject_help' },
  disable: { title: 'manage.billboard.disable_title', help: 'manage.billboard.disable_help' },
} as const;

/**
 * Asks for the reason of a rejection (required) or a take-down (optional), checked by the same
 * schema as the server. A field error the server sends back is shown in the field too.
 */
export function ReasonDialog(props: {
  action: TReasonAction | null;
  onClose: () => void;
  /** Resolves with a field error code the server sent, or null once done. */
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { action } = props;

  const close = () => {
    setReason('');
    setError(null);
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const schema = action === 'reject' ? ZRejectPostRequest : ZDisablePostRequest;
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'required');
      return;
    }
    setSending(true);
    const refused = await props
      .onConfirm(parsed.data.reason ?? '')
      .finally(() => setSending(false));
    if (refused) setError(refused);
    else close();
  };

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action ? t(COPY[action].title) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {action && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t(COPY[action].help)}</Text>
            <Textarea
              label={t('manage.billboard.reason_label')}
              required={action === 'reject'}
              data-autofocus
              autosize
              minRows={3}
              maxLength={MODERATION_REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              error={error ? translateCode(t, error) : undefined}
              description={`${reason.length} / ${MODERATION_REASON_MAX}`}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('manage.billboard.cancel')}
              </Button>
              <Button type="submit" color="red.8" loading={sending}>
                {t(action === 'reject' ? 'manage.billboard.reject' : 'manage.billboard.disable')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
