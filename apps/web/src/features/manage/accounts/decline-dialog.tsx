import { MODERATION_REASON_MAX, ZDeclineAccountRequest } from '@habitat/shared';
import { Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import { FormModal } from '@/lib/forms/form-modal';
import { fieldErrorText } from '../components/field-error';
import { ReasonForm } from '../components/reason-form';

/** Asks the reason of a refusal (required), checked by the same schema as the server. */
export function DeclineDialog(props: {
  opened: boolean;
  onClose: () => void;
  /** Resolves with a field error code the server sent, or null once done. */
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();

  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('manage.accounts.decline_title')}
    >
      {props.opened && (
        <ReasonForm
          schema={ZDeclineAccountRequest}
          field="reason"
          label={t('manage.accounts.reason_label')}
          required
          maxLength={MODERATION_REASON_MAX}
          errorText={(code) => fieldErrorText(t, code)}
          cancelLabel={t('manage.accounts.cancel')}
          confirmLabel={t('manage.accounts.decline')}
          onClose={props.onClose}
          onConfirm={props.onConfirm}
        >
          <Text size="sm">{t('manage.accounts.decline_help')}</Text>
        </ReasonForm>
      )}
    </FormModal>
  );
}
