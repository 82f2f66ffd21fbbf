import type { TManagedDocument, TManagedProperty } from '@habitat/shared';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { useManagedDocuments } from '../content/api';
import { DeleteDialog, RenameDialog } from '../content/document-dialogs';
import { DocumentRow } from '../content/document-row';
import { DocumentUploadForm } from '../content/document-upload-form';
import { useSendDocumentChange } from '../content/use-send-document-change';

function DocumentList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const list = useManagedDocuments(property.id);
  const send = useSendDocumentChange(property.id);
  const [renaming, setRenaming] = useState<TManagedDocument | null>(null);
  const [deleting, setDeleting] = useState<TManagedDocument | null>(null);

  return (
    <Stack gap="md" maw={960}>
      <DocumentUploadForm property={property.id} />
      <ConsoleList
        query={list}
        empty={t('manage.documents.empty')}
        count={(count) => t('manage.documents.count', { count })}
        as="ul"
        gap="sm"
      >
        {(document) => (
          <DocumentRow
            key={document.id}
            document={document}
            timeZone={property.timeZone}
            onRename={() => setRenaming(document)}
            onDelete={() => setDeleting(document)}
          />
        )}
      </ConsoleList>
      <RenameDialog
        document={renaming}
        onClose={() => setRenaming(null)}
        onRename={async (name) => {
          if (!renaming) return null;
          const refused = await send(
            { kind: 'rename', id: renaming.id, name },
            'manage.documents.renamed',
          );
          return refused.name ?? null;
        }}
      />
      <DeleteDialog
        document={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          await send({ kind: 'delete', id: deleting.id }, 'manage.documents.deleted');
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** /manage/documents: the building's documents: upload, download, rename, delete. */
export function ManageDocumentsPage() {
  return (
    <PropertyGate>
      {(property) => <DocumentList key={property.id} property={property} />}
    </PropertyGate>
  );
}
