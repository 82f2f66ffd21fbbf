import { notifications } from '@mantine/notifications';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { reportChangeError } from '../components/report-error';
import { type TDocumentChange, useChangeDocument } from './api';

const FILE_CODES = ['file_size', 'file_type_document'];

/**
 * Sends a change; a field error comes back to the caller's field, the rest opens a dialog.
 * Resolves with the field codes refused (empty once done).
 */
export function useSendDocumentChange(property: number) {
  const { t } = useTranslation();
  const change = useChangeDocument(property);
  return async (request: TDocumentChange, doneKey: Parameters<typeof t>[0]) => {
    try {
      await change.mutateAsync(request);
      notifications.show({ color: 'teal', message: t(doneKey) });
      return {};
    } catch (error) {
      const fields = fieldCodesOf(error);
      if (fields && Object.keys(fields).length > 0) return fields;
      if (isApiError(error) && FILE_CODES.includes(error.code)) return { data: error.code };
      await reportChangeError(t, error, { lead: 'manage.documents.could_not' });
      return {};
    }
  };
}
