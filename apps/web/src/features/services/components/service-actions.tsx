import { type TService, withScheme } from '@habitat/shared';
import { Button, Group, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** tel: keeps digits and a leading +, so "(514) 555-0142 #3" dials the number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Call, contact, website and book buttons of a service (docs/product.md: Screens): signed-in users only,
 * each when the service has what it needs. `canBook`: the service has something to book.
 */
export function ServiceActions(props: {
  service: Pick<TService, 'id' | 'phoneNumber' | 'email' | 'link'>;
  canBook: boolean;
}) {
  const { t } = useTranslation();
  const { service } = props;
  const buttons = [
    present(service.phoneNumber) && (
      <Button
        key="call"
        component="a"
        href={telHref(service.phoneNumber)}
        leftSection={<IconPhone size={18} aria-hidden />}
      >
        {t('services.call')}
      </Button>
    ),
    present(service.email) && (
      <Button
        key="contact"
        component="a"
        href={`mailto:${service.email.trim()}`}
        variant="light"
        leftSection={<IconMail size={18} aria-hidden />}
      >
        {t('services.contact_button')}
      </Button>
    ),
    present(service.link) && (
      <Button
        key="website"
        component="a"
        href={withScheme(service.link)}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<IconWorld size={18} aria-hidden />}
      >
        {t('services.website_button')}
        <VisuallyHidden>{` (${t('services.new_tab')})`}</VisuallyHidden>
      </Button>
    ),
    props.canBook && (
      <Button
        key="book"
        component={Link}
        to={paths.newBooking(service.id)}
        color="orange"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
      >
        {t('services.book')}
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0) return null;
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      {buttons}
    </Group>
  );
}
