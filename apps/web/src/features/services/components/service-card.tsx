import { opensLinkExternally, type TService, withScheme } from '@habitat/shared';
import { Card, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { AppLink } from '@/ui/app-link';
import { RemoteIcon } from '@/ui/remote-icon';
import classes from './service-card.module.css';

/**
 * A service of the list: its icon and name. A service with a link and nothing else to
 * show opens the link in a new tab; any other opens its page (docs/product.md: Screens services list).
 */
export function ServiceCard(props: { service: TService }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { service } = props;
  const name = localized(service.name);
  const content = (
    <>
      <span className={classes.icon}>
        <RemoteIcon src={service.icon} alt="" size={30} />
      </span>
      <Text fw={600} className={classes.name}>
        {name}
      </Text>
    </>
  );

  if (service.link !== null && opensLinkExternally(service)) {
    return (
      <Card
        withBorder
        radius="lg"
        padding="md"
        className={classes.card}
        component="a"
        href={withScheme(service.link)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {content}
        <VisuallyHidden>{` (${t('services.new_tab')})`}</VisuallyHidden>
        <IconExternalLink size={18} aria-hidden color="var(--mantine-color-dimmed)" />
      </Card>
    );
  }
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      component={AppLink}
      to={paths.service(service.id)}
    >
      {content}
      <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />
    </Card>
  );
}
