import {
  SERVICE_LIMITS,
  type TManagedService,
  type TManageServiceUpdateRequest,
  ZManageServiceUpdateRequest,
} from '@habitat/shared';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormSection } from '@/lib/forms/form-section';
import { refusalText } from '@/lib/forms/refusal-text';
import { errorCodesByPath, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useImageChoice } from '@/lib/image/use-image-choice';
import { openErrorDialog } from '@/ui/dialog';
import { WeekRangesEditor } from '../components/day-ranges-editor';
import { fieldErrorText } from '../components/field-error';
import { useUpdateService } from './api';
import { notify } from './notify';
import { bodyOf, draftOf, type TServiceDraft } from './service-draft';
import { NO_FILE_CHANGES, ServiceFiles, type TFileChanges } from './service-files';

type TLanguage = 'fr' | 'en';
const LANGUAGES: TLanguage[] = ['fr', 'en'];

/**
 * Edit a service in sections (details, hours, contacts and links, limits, files). The shared
 * rules run before sending; errors land in their field, the rest in a dialog.
 */
export function ServiceForm(props: {
  service: TManagedService;
  categories: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { service } = props;
  const save = useUpdateService(service.id);
  const icon = useImageChoice();
  const form = useForm<TServiceDraft, unknown, TManageServiceUpdateRequest>({
    resolver: zodBodyResolver(ZManageServiceUpdateRequest, bodyOf),
    defaultValues: draftOf(service),
    ...CHECKED_ON_SUBMIT,
  });
  const draft = form.watch();
  const [files, setFiles] = useState<TFileChanges>(NO_FILE_CHANGES);
  const errors = errorCodesByPath(form.formState.errors);

  /** Changes part of the draft and clears the errors under the given paths. */
  const update = (part: Partial<TServiceDraft>, clear: string[]) => {
    for (const [key, value] of Object.entries(part)) {
      form.setValue(key as keyof TServiceDraft, value as never);
    }
    if (clear.length > 0) form.clearErrors(clear as FieldPath<TServiceDraft>[]);
  };
  const errorOf = (path: string) => fieldErrorText(t, errors[path], 'services');
  const setName = (field: 'name' | 'description', language: TLanguage, value: string) =>
    update({ [field]: { ...draft[field], [language]: value } }, [`${field}.${language}`]);

  const refuseDraft = () => notify(t('errors.validation_failed'), 'red');

  const send = async (body: TManageServiceUpdateRequest) => {
    const iconData =
      icon.choice.state === 'ready'
        ? icon.choice.image.dataUrl
        : files.removeIcon
          ? null
          : undefined;
    try {
      const saved = await save.mutateAsync({
        ...body,
        ...(iconData !== undefined && { iconData }),
        ...(files.photos.length > 0 && { images: files.photos }),
        ...(files.documents.length > 0 && { documents: files.documents }),
        ...(files.removeFiles.length > 0 && { removeFiles: files.removeFiles }),
      });
      form.reset(draftOf(saved));
      setFiles(NO_FILE_CHANGES);
      void icon.choose(null);
      notify(t('manage.services.saved'));
    } catch (error) {
      if (setServerFieldErrors(form.setError, error).length > 0) {
        refuseDraft();
        return;
      }
      if (isApiError(error) && error.code === 'file_type_image' && icon.choice.state === 'ready') {
        icon.refuse('file_type_image');
      }
      const cause = refusalText(t, error);
      await openErrorDialog([t('manage.services.could_not_save'), cause]);
    }
  };

  const links = draft.externalLinks;
  const setLink = (index: number, part: Partial<{ name: string; url: string }>) =>
    update({ externalLinks: links.map((l, i) => (i === index ? { ...l, ...part } : l)) }, [
      `externalLinks.${index}`,
    ]);
  const optional = (label: string) => `${label} (${t('form.optional')})`;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (icon.choice.state === 'processing') return;
        void form.handleSubmit(send, refuseDraft)(event);
      }}
    >
      <Stack gap="md">
        <FormSection id="service-details" title={t('manage.services.sections.details')}>
          <Select
            label={t('manage.services.category_label')}
            data={props.categories}
            value={draft.categoryId}
            onChange={(value) => value && update({ categoryId: value }, ['categoryId'])}
            allowDeselect={false}
            error={errorOf('categoryId')}
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {LANGUAGES.map((language) => (
              <Stack key={language} gap="sm" lang={language}>
                <Text fw={600} size="sm">
                  {t(language === 'fr' ? 'manage.services.french' : 'manage.services.english')}
                </Text>
                <TextInput
                  label={t('manage.services.name_label')}
                  required
                  maxLength={SERVICE_LIMITS.name}
                  value={draft.name[language]}
                  onChange={(event) => setName('name', language, event.currentTarget.value)}
                  error={errorOf(`name.${language}`) ?? errorOf('name')}
                />
                <Textarea
                  label={optional(t('manage.services.description_label'))}
                  autosize
                  minRows={4}
                  maxRows={12}
                  maxLength={SERVICE_LIMITS.description}
                  value={draft.description[language]}
                  onChange={(event) => setName('description', language, event.currentTarget.value)}
                  error={errorOf(`description.${language}`)}
                />
              </Stack>
            ))}
          </SimpleGrid>
          <Checkbox
            label={t('manage.services.active_label')}
            checked={draft.active}
            onChange={(event) => update({ active: event.currentTarget.checked }, ['active'])}
          />
        </FormSection>

        <FormSection
          id="service-hours"
          title={t('manage.services.sections.hours')}
          help={t('manage.services.hours_help')}
        >
          <WeekRangesEditor
            week={draft.hours}
            onChange={(hours) => update({ hours }, ['hours'])}
            path="hours"
            errors={errors}
            errorText={(code) => fieldErrorText(t, code, 'services')}
          />
        </FormSection>

        <FormSection id="service-contacts" title={t('manage.services.sections.contacts')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="tel"
              label={optional(t('manage.services.phone_label'))}
              autoComplete="off"
              value={draft.phoneNumber}
              onChange={(event) =>
                update({ phoneNumber: event.currentTarget.value }, ['phoneNumber'])
              }
              error={errorOf('phoneNumber')}
            />
            <TextInput
              type="email"
              label={optional(t('manage.services.email_label'))}
              autoComplete="off"
              value={draft.email}
              onChange={(event) => update({ email: event.currentTarget.value }, ['email'])}
              error={errorOf('email')}
            />
          </SimpleGrid>
          <TextInput
            type="url"
            label={optional(t('manage.services.link_label'))}
            description={t('manage.services.link_help')}
            placeholder="https://"
            value={draft.link}
            onChange={(event) => update({ link: event.currentTarget.value }, ['link'])}
            error={errorOf('link')}
          />
          <Text fw={600} size="sm" mt="xs">
            {t('manage.services.external_links')}
          </Text>
          {links.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('manage.services.no_links')}
            </Text>
          )}
          {links.map((link, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }} spacing="xs">
                <TextInput
                  label={optional(t('manage.services.link_name'))}
                  value={link.name}
                  maxLength={SERVICE_LIMITS.linkName}
                  onChange={(event) => setLink(index, { name: event.currentTarget.value })}
                  error={errorOf(`externalLinks.${index}.name`)}
                />
                <TextInput
                  type="url"
                  label={t('manage.services.link_url')}
                  required
                  value={link.url}
                  onChange={(event) => setLink(index, { url: event.currentTarget.value })}
                  error={errorOf(`externalLinks.${index}.url`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size={44}
                mt={24}
                aria-label={t('manage.services.remove_link', { name: link.name || link.url })}
                onClick={() =>
                  update({ externalLinks: links.filter((_, i) => i !== index) }, ['externalLinks'])
                }
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {links.length < SERVICE_LIMITS.externalLinks && (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => update({ externalLinks: [...links, { name: '', url: '' }] }, [])}
              >
                {t('manage.services.add_link')}
              </Button>
            </Group>
          )}
        </FormSection>

        <FormSection id="service-limits" title={t('manage.services.sections.limits')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['maxActiveBookingsPerUser', 'maxActiveBookingsPerUnit'] as const).map((field) => (
              <TextInput
                key={field}
                label={t(
                  field === 'maxActiveBookingsPerUser'
                    ? 'manage.services.max_per_user'
                    : 'manage.services.max_per_unit',
                )}
                description={t('manage.services.limit_help')}
                inputMode="numeric"
                value={draft[field]}
                onChange={(event) => update({ [field]: event.currentTarget.value }, [field])}
                error={errorOf(field)}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            label={t('manage.services.signers_only')}
            checked={draft.availableOnlyForUserSignedOnLease}
            onChange={(event) =>
              update({ availableOnlyForUserSignedOnLease: event.currentTarget.checked }, [])
            }
          />
          <Checkbox
            label={t('manage.services.show_schedules')}
            checked={draft.showAvailableSchedulesForDate}
            onChange={(event) =>
              update({ showAvailableSchedulesForDate: event.currentTarget.checked }, [])
            }
          />
        </FormSection>

        <FormSection id="service-files" title={t('manage.services.sections.files')}>
          <ServiceFiles
            service={service}
            icon={{ choice: icon.choice, choose: (file) => void icon.choose(file) }}
            changes={files}
            onChange={setFiles}
            errors={errors}
          />
        </FormSection>

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={save.isPending || icon.choice.state === 'processing'}
          >
            {t('manage.services.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
