import { SERVICE_LIMITS } from '@habitat/shared';
import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormActions } from '@/lib/forms/form-actions';
import { FormModal } from '@/lib/forms/form-modal';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { fieldErrorText } from '../components/field-error';

export type TNames = { fr: string; en: string };
type TForm = { name: TNames; category: string | null };
type TBody = { name: TNames; categoryId?: number };

/**
 * Asks for a name in both languages (a category, or a new service with its category), checked
 * by the same schema as the server; a field error the server sends lands in its field too.
 */
export function NameDialog(props: {
  opened: boolean;
  title: string;
  label: string;
  initial?: TNames;
  /** A new service: the categories it may go in, the first preselected. */
  categories?: { value: string; label: string }[];
  initialCategory?: string;
  /** The server's schema of the body, e.g. ZManageServiceCategoryCreateRequest. */
  schema: Parameters<typeof zodBodyResolver>[0];
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: { name: TNames; categoryId?: number }) => Promise<void>;
  /** Shown under the form (a renamed category's history). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { categories } = props;
  const bodyOf = (values: TForm): TBody => ({
    name: values.name,
    ...(categories && { categoryId: Number(values.category) }),
  });
  const form = useForm<TForm, unknown, TBody>({
    resolver: zodBodyResolver(props.schema, bodyOf),
    defaultValues: {
      name: props.initial ?? { fr: '', en: '' },
      category: props.initialCategory ?? categories?.[0]?.value ?? null,
    },
    ...CHECKED_ON_SUBMIT,
  });
  const { errors } = form.formState;

  const onValid = async (body: TBody) => {
    try {
      await props.onSubmit(body);
    } catch (error) {
      if (setServerFieldErrors(form.setError, error).length > 0) return;
      const code = isApiError(error) ? error.code : 'platform_error';
      form.setError('root.form', { type: 'server', message: code });
    }
  };

  const errorOf = (path: string) => fieldErrorText(t, errorCodeAt(errors, path), 'services');
  // Typing in a name clears its error.
  const clearName = (language: keyof TNames) => ({
    onChange: () => form.clearErrors(`name.${language}`),
  });
  const formError = errors.root?.form?.message;

  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <Stack>
          {categories && (
            <Select
              label={t('manage.services.category_label')}
              data={categories}
              value={form.watch('category')}
              onChange={(value) => form.setValue('category', value)}
              allowDeselect={false}
              required
              error={errorOf('categoryId')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              lang="fr"
              label={`${props.label} (${t('manage.services.french')})`}
              required
              data-autofocus
              maxLength={SERVICE_LIMITS.name}
              {...form.register('name.fr', clearName('fr'))}
              error={errorOf('name.fr') ?? errorOf('name')}
            />
            <TextInput
              lang="en"
              label={`${props.label} (${t('manage.services.english')})`}
              required
              maxLength={SERVICE_LIMITS.name}
              {...form.register('name.en', clearName('en'))}
              error={errorOf('name.en') ?? errorOf('name')}
            />
          </SimpleGrid>
          {formError && <Alert error={fieldErrorText(t, formError, 'services') ?? ''} />}
          <FormActions
            cancelLabel={t('manage.services.cancel')}
            submitLabel={props.submitLabel}
            onCancel={props.onClose}
            sending={form.formState.isSubmitting}
          />
        </Stack>
      </form>
      {props.children}
    </FormModal>
  );
}

function Alert(props: { error: string }) {
  return (
    <Group role="alert" c="red.8" fz="sm">
      {props.error}
    </Group>
  );
}
