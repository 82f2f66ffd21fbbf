import {
  REQUEST_CATEGORY_NAME_MAX,
  type TManagedRequestCategory,
  type TTranslatable,
  ZRequestCategoryName,
} from '@habitat/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocalized } from '../../../brand';
import { useTranslation } from '../../../i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';
import { fieldErrorText } from '../components/field-error';

type TLang = 'fr' | 'en';
const LANGS: readonly TLang[] = ['fr', 'en'];
type TErrors = Partial<Record<TLang, string>>;

/** What the name dialog does: add under a parent (null: level 1), or rename a node. */
export type TNameTarget =
  | { kind: 'create'; parent: TManagedRequestCategory | null }
  | { kind: 'rename'; node: TManagedRequestCategory };

/** Field codes of the server ('name.fr') as the dialog's fields. */
export const nameErrors = (fields: Record<string, string>): TErrors => ({
  fr: fields['name.fr'] ?? fields.name,
  en: fields['name.en'] ?? fields.name,
});

/**
 * The name in both languages (both required). `onSave` resolves with the fields the server
 * refused, empty once saved.
 */
export function NameDialog(props: {
  target: TNameTarget | null;
  /** The building's, for the dates of the node's history. */
  timeZone: string;
  onClose: () => void;
  onSave: (name: TTranslatable) => Promise<TErrors>;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { target } = props;
  const initial = target?.kind === 'rename' ? target.node.name : { fr: '', en: '' };
  const [edited, setEdited] = useState<Partial<TTranslatable>>({});
  const [errors, setErrors] = useState<TErrors>({});
  const [sending, setSending] = useState(false);
  const value = { ...initial, ...edited };

  const close = () => {
    setEdited({});
    setErrors({});
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRequestCategoryName.safeParse(value);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as TLang] ??= issue.message;
      setErrors(found);
      return;
    }
    setSending(true);
    const refused = await props.onSave(parsed.data).finally(() => setSending(false));
    if (refused.fr || refused.en) setErrors(refused);
    else close();
  };

  const title =
    target?.kind === 'rename'
      ? t('manage.request_categories.rename_title')
      : target?.parent
        ? t('manage.request_categories.add_child_title', { name: localized(target.parent.name) })
        : t('manage.request_categories.add_title');

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {LANGS.map((lang, index) => (
            <TextInput
              key={lang}
              label={t(`manage.request_categories.name_${lang}`)}
              required
              data-autofocus={index === 0 ? true : undefined}
              maxLength={REQUEST_CATEGORY_NAME_MAX}
              value={value[lang]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setEdited((was) => ({ ...was, [lang]: text }));
                setErrors(({ [lang]: _, ...rest }) => rest);
              }}
              error={fieldErrorText(t, errors[lang])}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('manage.request_categories.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('manage.request_categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {target?.kind === 'rename' && (
        <AuditTrail
          entity="request_category"
          id={target.node.id}
          timeZone={props.timeZone}
          inline
        />
      )}
    </Modal>
  );
}

/** Asks before retiring (residents stop seeing the node and what is under it) or restoring. */
export function RetireDialog(props: {
  node: TManagedRequestCategory | null;
  /** Nodes under it (shown in the warning). */
  below: number;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { node } = props;
  const retiring = node !== null && !node.deleted;
  const name = node ? `${node.name.fr} / ${node.name.en}` : '';
  return (
    <Modal
      opened={node !== null}
      onClose={props.onClose}
      title={
        retiring
          ? t('manage.request_categories.retire_title')
          : t('manage.request_categories.restore_title')
      }
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        <Text size="sm">
          {retiring
            ? t('manage.request_categories.retire_confirm', { name, count: props.below })
            : t('manage.request_categories.restore_confirm', { name })}
        </Text>
        {retiring && (
          <Text size="sm" c="dimmed">
            {t('manage.request_categories.retire_keeps')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('manage.request_categories.cancel')}
          </Button>
          <Button
            color={retiring ? 'red.8' : undefined}
            loading={sending}
            onClick={() => {
              setSending(true);
              void props.onConfirm().finally(() => setSending(false));
            }}
          >
            {retiring
              ? t('manage.request_categories.retire')
              : t('manage.request_categories.restore')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
