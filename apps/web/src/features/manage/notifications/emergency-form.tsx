import { EMERGENCY_TEXT_MAX, type TManagedProperty } from '@habitat/shared';
import { Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions } from '@/lib/forms/form-actions';
import { usePlainFieldCodes } from '@/lib/forms/plain-field-codes';
import { openDialog } from '@/ui/dialog';
import { fieldErrorText } from '../components/field-error';
import { reportChangeError } from '../components/report-error';
import { useSendEmergencyMessage } from './api';

/** An emergency message cannot be recalled: the manager confirms (Cancel is focused). */
async function confirmSend(t: TFunction, title: string, building: string) {
  const answer = await openDialog({
    title: t('manage.notifications.emergency_confirm_title'),
    message: t('manage.notifications.emergency_confirm', { title, building }),
    actions: [
      { label: t('manage.notifications.emergency_confirm_no'), value: 'no' },
      { label: t('manage.notifications.emergency_confirm_yes'), value: 'yes', destructive: true },
    ],
  });
  return answer === 'yes';
}

const FIELDS = ['title', 'body'] as const;

/**
 * Title and message of an emergency message to a building's residents, sent after confirming.
 * Plain state on the kit's light parts (field codes, actions row): react-hook-form would bring
 * the `forms` chunk (about 38 kB gzip, build/chunks.ts) to a page that has no other form.
 */
export function EmergencyForm(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const send = useSendEmergencyMessage(props.property.id);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const refused = usePlainFieldCodes(FIELDS);
  const ready = title.trim() !== '' && body.trim() !== '';

  const submit = async () => {
    if (!ready || !(await confirmSend(t, title.trim(), props.property.name))) return;
    try {
      await send.mutateAsync({ title: title.trim(), body: body.trim() });
      setTitle('');
      setBody('');
      notifications.show({ color: 'teal', message: t('manage.notifications.emergency_sent') });
    } catch (error) {
      if (!refused.take(error)) await reportChangeError(t, error);
    }
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="emergency-form">
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Title order={2} size="h4" id="emergency-form">
          {t('manage.notifications.emergency_form')}
        </Title>
        <TextInput
          label={t('manage.notifications.emergency_field_title')}
          value={title}
          ref={refused.refOf<HTMLInputElement>('title')}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            refused.clear('title');
          }}
          error={fieldErrorText(t, refused.codes.title)}
          maxLength={EMERGENCY_TEXT_MAX.title}
          required
        />
        <Textarea
          label={t('manage.notifications.emergency_field_body')}
          value={body}
          ref={refused.refOf<HTMLTextAreaElement>('body')}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            refused.clear('body');
          }}
          error={fieldErrorText(t, refused.codes.body)}
          maxLength={EMERGENCY_TEXT_MAX.body}
          autosize
          minRows={4}
          maxRows={12}
          required
        />
        <FormActions
          submitLabel={t('manage.notifications.emergency_send')}
          sending={send.isPending}
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          disabled={!ready}
        />
      </Stack>
    </Card>
  );
}
