import { REQUEST_FIELD_MAX } from '@habitat/shared';
import { Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions } from '@/lib/forms/form-actions';
import { usePlainFieldCodes } from '@/lib/forms/plain-field-codes';
import { fieldErrorText } from '../components/field-error';

/**
 * A text to send (a reply, the comment); emptied once sent unless empty is allowed. Plain state
 * on the kit's light parts: react-hook-form would bring the `forms` chunk (about 38 kB gzip,
 * build/chunks.ts) to the request's page, which has no other form. The server's code for the
 * text (`field`, the body's name) lands on it.
 */
export function TextForm(props: {
  label: string;
  submit: string;
  field: 'reply' | 'comment';
  initial?: string;
  allowEmpty?: boolean;
  busy: boolean;
  /** Resolves true once sent; `take` puts the answer's field code on the text (false: none). */
  onSend: (text: string, take: (error: unknown) => boolean) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.initial ?? '');
  const refused = usePlainFieldCodes([props.field]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '' && !props.allowEmpty) return;
    if ((await props.onSend(value, refused.take)) && !props.allowEmpty) setText('');
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          ref={refused.refOf<HTMLTextAreaElement>(props.field)}
          label={props.label}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REQUEST_FIELD_MAX.reply}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            refused.clear(props.field);
          }}
          error={fieldErrorText(t, refused.codes[props.field])}
        />
        <FormActions
          submitLabel={props.submit}
          sending={props.busy}
          icon={<IconSend size={16} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
