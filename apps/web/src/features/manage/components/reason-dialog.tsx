import { MODERATION_REASON_MAX, ZDisablePostRequest, ZRejectPostRequest } from '@habitat/shared';
import { Text } from '@mantine/core';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { FormModal } from '@/lib/forms/form-modal';
import { ReasonForm } from './reason-form';

export type TReasonAction = 'reject' | 'disable';

const COPY = {
  reject: { title: 'manage.billboard.reject_title', help: 'manage.billboard.reject_help' },
  disable: { title: 'manage.billboard.disable_title', help: 'manage.billboard.disable_help' },
} as const;

/**
 * Asks for the reason of a rejection (required) or a take-down (optional), checked by the same
 * schema as the server. A field error the server sends back is shown in the field too.
 */
export function ReasonDialog(props: {
  action: TReasonAction | null;
  onClose: () => void;
  /** Resolves with a field error code the server sent, or null once done. */
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const { action } = props;

  return (
    <FormModal
      opened={action !== null}
      onClose={props.onClose}
      title={action ? t(COPY[action].title) : ''}
    >
      {action && (
        <ReasonForm
          key={action}
          schema={action === 'reject' ? ZRejectPostRequest : ZDisablePostRequest.unwrap()}
          field="reason"
          label={t('manage.billboard.reason_label')}
          required={action === 'reject'}
          maxLength={MODERATION_REASON_MAX}
          errorText={(code) => translateCode(t, code)}
          cancelLabel={t('manage.billboard.cancel')}
          confirmLabel={t(
            action === 'reject' ? 'manage.billboard.reject' : 'manage.billboard.disable',
          )}
          onClose={props.onClose}
          onConfirm={props.onConfirm}
        >
          <Text size="sm">{t(COPY[action].help)}</Text>
        </ReasonForm>
      )}
    </FormModal>
  );
}
