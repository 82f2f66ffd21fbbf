import { SERVICE_LIMITS } from '@habitat/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../components/field-error';

export type TNames = { fr: string; en: string };
type TSchema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

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
  schema: TSchema;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: { name: TNames; categoryId?: number }) => Promise<void>;
  /** Shown under the form (a renamed category's history). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState<TNames>(props.initial ?? { fr: '', en: '' });
  const [category, setCategory] = useState<string | null>(
    props.initialCategory ?? props.categories?.[0]?.value ?? null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const body = () => ({ name, ...(props.categories && { categoryId: Number(category) }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(body());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      await props.onSubmit(body());
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { form: isApiError(error) ? error.code : 'platform_error' },
      );
    } finally {
      setSending(false);
    }
  };

  const errorOf = (path: string) => fieldErrorText(t, errors[path], 'services');
  const setPart = (language: keyof TNames, value: string) => {
    setName((current) => ({ ...current, [language]: value }));
    setErrors(({ [`name.${language}`]: _, name: __, ...rest }) => rest);
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.categories && (
            <Select
              label={t('manage.services.category_label')}
              data={props.categories}
              value={category}
              onChange={setCategory}
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
              value={name.fr}
              onChange={(event) => setPart('fr', event.currentTarget.value)}
              error={errorOf('name.fr') ?? errorOf('name')}
            />
            <TextInput
              lang="en"
              label={`${props.label} (${t('manage.services.english')})`}
              required
              maxLength={SERVICE_LIMITS.name}
              value={name.en}
              onChange={(event) => setPart('en', event.currentTarget.value)}
              error={errorOf('name.en') ?? errorOf('name')}
            />
          </SimpleGrid>
          {errors.form && <Alert error={fieldErrorText(t, errors.form, 'services') ?? ''} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('manage.services.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      {props.children}
    </Modal>
  );
}

function Alert(props: { error: string }) {
  return (
    <Group role="alert" c="red.8" fz="sm">
      {props.error}
    </Group>
  );
}
