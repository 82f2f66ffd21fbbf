import { REQUEST_FIELD_MAX } from '@habitat/shared';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

/** A text to send (a reply, the comment); emptied once sent unless empty is allowed. */
export function TextForm(props: {
  label: string;
  submit: string;
  initial?: string;
  allowEmpty?: boolean;
  busy: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(props.initial ?? '');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '' && !props.allowEmpty) return;
    if ((await props.onSend(value)) && !props.allowEmpty) setText('');
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={props.label}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REQUEST_FIELD_MAX.reply}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={props.busy}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {props.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
