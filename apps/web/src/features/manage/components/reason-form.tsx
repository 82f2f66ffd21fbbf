import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormActions } from '@/lib/forms/form-actions';
import { errorCodeAt } from '@/lib/forms/server-field-errors';

/**
 * The form of a dialog that asks for one text (a refusal's reason, a cancellation's note):
 * checked by the same shared schema as the server, a field code the server sends back shown in
 * the field too. The error goes as soon as the text changes.
 */
export function ReasonForm(props: {
  /** The shared schema of the request's body, e.g. ZDeclineAccountRequest. */
  schema: Parameters<typeof zodResolver>[0];
  field: string;
  label: string;
  required: boolean;
  maxLength: number;
  errorText: (code: string) => string | undefined;
  cancelLabel: string;
  confirmLabel: string;
  /** Cancels, and closes once done. */
  onClose: () => void;
  /** Resolves with a field error code the server sent, or null once done. */
  onConfirm: (text: string) => Promise<string | null>;
  /** What the dialog says above the field. */
  children: ReactNode;
}) {
  const { field } = props;
  const form = useForm({
    resolver: zodResolver(props.schema),
    defaultValues: { [field]: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const typed: string = form.watch(field) ?? '';
  const code = errorCodeAt(form.formState.errors, field);

  // The schema's output: the text as the server will keep it (trimmed; none when left blank).
  const onValid = async (parsed: unknown) => {
    const text = (parsed as Record<string, string | null | undefined>)[field];
    const refused = await props.onConfirm(text ?? '');
    if (refused) form.setError(field, { type: 'server', message: refused });
    else props.onClose();
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Stack>
        {props.children}
        <Textarea
          label={props.label}
          required={props.required}
          data-autofocus
          autosize
          minRows={3}
          maxLength={props.maxLength}
          {...form.register(field, { onChange: () => form.clearErrors(field) })}
          error={code ? props.errorText(code) : undefined}
          description={`${typed.length} / ${props.maxLength}`}
        />
        <FormActions
          cancelLabel={props.cancelLabel}
          submitLabel={props.confirmLabel}
          onCancel={props.onClose}
          sending={form.formState.isSubmitting}
          color="red.8"
        />
      </Stack>
    </form>
  );
}
