import { type TNamedLink, withScheme } from '@habitat/shared';
import { Anchor, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';

/** The same name and url listed twice is shown once. */
const unique = (links: readonly TNamedLink[]) =>
  links.filter(
    (link, index) =>
      links.findIndex((other) => other.name === link.name && other.url === link.url) === index,
  );

/** External links of a service: the name, or the url; http:// when the scheme is missing. */
export function ExternalLinkList(props: { links: readonly TNamedLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {unique(props.links).map((link) => (
        <li key={`${link.name}|${link.url}`}>
          <Anchor
            href={withScheme(link.url)}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            <Group gap={6} wrap="nowrap" component="span" align="flex-start">
              <IconExternalLink size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <span>
                {link.name?.trim() || link.url}
                <VisuallyHidden>{` (${t('services.new_tab')})`}</VisuallyHidden>
              </span>
            </Group>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/** Downloadable documents of a service. */
export function DocumentLinkList(props: { documents: readonly TNamedLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {unique(props.documents).map((document) => (
        <li key={`${document.name}|${document.url}`}>
          <Anchor href={document.url} download style={{ overflowWrap: 'anywhere' }}>
            <Group gap={6} wrap="nowrap" component="span" align="flex-start">
              <IconFileDownload size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <span>
                {document.name?.trim() || t('services.document_without_name')}
                <VisuallyHidden>{` (${t('services.download')})`}</VisuallyHidden>
              </span>
            </Group>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
