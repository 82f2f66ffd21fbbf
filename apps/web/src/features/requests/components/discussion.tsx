import { canDiscussRequest, formatListDateTime, type TUserRequest } from '@habitat/shared';
import { Alert, Badge, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessageOff, IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions } from '@/lib/forms/form-actions';
import { usePlainFieldCodes } from '@/lib/forms/plain-field-codes';
import { openDialog } from '@/ui/dialog';
import { sendFailureMessage } from '@/ui/send-failure';
import { useUpdateRequest } from '../api';
import classes from './discussion.module.css';

const FIELDS = ['reply'] as const;

/**
 * Plain state on the form kit's light parts (field codes, actions row): react-hook-form would
 * bring the `forms` chunk (about 38 kB gzip, build/chunks.ts) to the request's page.
 */
function ReplyBox(props: { requestId: number }) {
  const { t } = useTranslation();
  const reply = useUpdateRequest(props.requestId);
  const [text, setText] = useState('');
  const refused = usePlainFieldCodes(FIELDS);
  const field = refused.refOf<HTMLTextAreaElement>('reply');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md (Field rules): an empty reply is ignored, not sent. (The API's ZReplyToRequest would refuse it
    // too; parsing it here would make this page download the validation library.)
    const message = text.trim();
    if (message === '') {
      field.current?.focus();
      return;
    }
    try {
      await reply.mutateAsync({ reply: message });
      setText('');
    } catch (failure) {
      // A refused reply is marked (its rule under it), and said in the dialog (docs/product.md: Errors).
      refused.take(failure);
      await openDialog({ title: t('dialog.oops'), message: sendFailureMessage(t, failure) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          ref={field}
          label={t('requests.discussion.reply')}
          placeholder={t('requests.discussion.reply_placeholder')}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            refused.clear('reply');
          }}
          error={
            refused.codes.reply && translateCode(t, refused.codes.reply, t('form.could_not_send'))
          }
        />
        <FormActions
          submitLabel={t('requests.discussion.send')}
          sending={reply.isPending}
          icon={<IconSend size={16} aria-hidden />}
        />
      </Stack>
    </form>
  );
}

/**
 * The discussion of a request with its reply box, open only while in_progress or completed
 * (docs/product.md: Screens); otherwise a not-available notice.
 */
export function Discussion(props: { request: TUserRequest; timeZone: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { request } = props;
  const open = canDiscussRequest(request.status);

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('requests.discussion.title')}
      </Title>
      {!open && (
        <Alert variant="light" color="gray" icon={<IconMessageOff size={20} aria-hidden />}>
          {t('requests.discussion.unavailable')}
        </Alert>
      )}
      {open && request.discussion.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('requests.discussion.empty')}
        </Text>
      )}
      {open && request.discussion.length > 0 && (
        <ol className={classes.thread} aria-labelledby={titleId}>
          {request.discussion.map((message) => (
            <li key={message.id} className={classes.message} data-from={message.from}>
              <Group gap={6} wrap="wrap" mb={2}>
                <Text size="sm" fw={600}>
                  {`${message.user.firstName} ${message.user.lastName}`}
                </Text>
                {message.from === 'manager' && (
                  <Badge size="xs" variant="outline" color="gray">
                    {t('requests.discussion.manager')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message.msg}
              </Text>
              <Text
                size="xs"
                c="dimmed"
                component="time"
                dateTime={message.createdAt}
                display="block"
                ta="right"
                mt={2}
              >
                {formatListDateTime(message.createdAt, props.timeZone)}
              </Text>
            </li>
          ))}
        </ol>
      )}
      {open && <ReplyBox requestId={request.id} />}
    </Stack>
  );
}
