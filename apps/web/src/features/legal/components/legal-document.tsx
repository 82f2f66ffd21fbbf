import { Card, Stack, Text, Title } from '@mantine/core';
import { useBrand, useLocalized } from '@/brand';
import { brandContact } from '@/brand/contact';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { LEGAL_UPDATED, type TLegalContext, type TLegalDocument } from '../content/types';

/** Renders terms or privacy in the current language, naming this deployment's operator. */
export function LegalDocument(props: {
  documents: { fr: (c: TLegalContext) => TLegalDocument; en: (c: TLegalContext) => TLegalDocument };
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const localized = useLocalized();
  const locale = currentLocale();
  const contact = brandContact[brand.id];
  const document = props.documents[locale]({
    appTitle: brand.appTitle,
    company: localized(brand.company),
    email: contact.email,
    address: contact.address,
    phone: contact.phone,
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto" shadow="xs">
      <Stack gap="md" component="article">
        <Text size="sm" c="dimmed">
          {t('legal.updated', { date: LEGAL_UPDATED[locale] })}
        </Text>
        <Text lh={1.65}>{document.intro}</Text>
        {document.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h4">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} lh={1.65}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
