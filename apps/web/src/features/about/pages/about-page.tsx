import { withScheme } from '@habitat/shared';
import { Button, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { useBrand, useLocalized } from '@/brand';
import { brandContact } from '@/brand/contact';
import { useAppConfig } from '@/config/app-config';
import { useTranslation } from '@/i18n/use-translation';
import { ContactLine } from '@/ui/contact-line';
import { brandAbout } from '../brand-about';

/** The contact block's lines, in order: their icon, label and the brand's value. */
const contactLines = [
  { icon: IconMapPin, label: 'about.address', value: 'address' },
  { icon: IconPhone, label: 'about.phone', value: 'phone' },
  { icon: IconMail, label: 'about.email', value: 'email' },
  { icon: IconWorld, label: 'about.website', value: 'website' },
] as const;

/** /about: logo, title, description, contact block and buttons, copyright (docs/product.md: Screens). */
export function AboutPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const localized = useLocalized();
  const { version } = useAppConfig();
  const about = brandAbout[brand.id];
  const contact = brandContact[brand.id];
  const telHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md" align="center" ta="center">
          <Image src={brand.iconPath} alt={brand.appTitle} w={88} h={88} />
          <Title order={2}>{localized(about.title)}</Title>
          <Text lh={1.6}>{localized(about.description)}</Text>
        </Stack>
      </Card>

      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={3}>{t('about.contact')}</Title>
          <Stack component="dl" gap="sm" m={0}>
            {contactLines.map(({ icon: Icon, label, value }) => (
              <ContactLine
                key={label}
                icon={
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                }
                label={t(label)}
              >
                {contact[value]}
              </ContactLine>
            ))}
          </Stack>
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Button component="a" href={telHref} leftSection={<IconPhone size={18} aria-hidden />}>
              {t('about.call')}
            </Button>
            <Button
              component="a"
              href={`mailto:${contact.email}`}
              variant="light"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('about.write')}
            </Button>
            <Button
              component="a"
              href={withScheme(contact.website)}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconWorld size={18} aria-hidden />}
            >
              {t('about.open_website')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Text size="sm" c="dimmed" ta="center">
        {t('about.copyright', {
          year: new Date().getFullYear(),
          company: localized(brand.company),
          version,
        })}
      </Text>
    </Stack>
  );
}
