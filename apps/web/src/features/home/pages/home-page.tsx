import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useBrand, useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { useLoggedIn, useMe } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import heading from '@/ui/heading.module.css';
import { brandHome } from '../brand-home';
import { GlanceSkeleton } from '../components/glance-skeleton';
import classes from './home-page.module.css';

/** What changed and what to do: its own chunk, so the brand's card paints without waiting for it. */
const AtAGlance = lazy(() => import('../components/at-a-glance'));

/**
 * /home: the brand's title and descriptive text (docs/product.md: Screens), then, signed in, the
 * resident's home at a glance. Plain elements but the buttons: the page is part of a phone's
 * first render (docs/decisions/041-plain-layout-frames.md).
 */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const copy = brandHome[brand.id];
  const localized = useLocalized();
  const loggedIn = useLoggedIn();
  const me = useMe();

  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <div className={classes.heading}>
          <img src={brand.iconPath} alt="" width={56} height={56} className={classes.icon} />
          <div className={classes.titles}>
            {loggedIn && (
              <p
                className={classes.greeting}
                aria-hidden={!me.data}
                data-loading={me.data ? undefined : true}
              >
                {me.data ? t('home.greeting', { name: me.data.firstName }) : '\u00a0'}
              </p>
            )}
            <h2 className={heading.heading} data-size="h2">
              {localized(copy.title)}
            </h2>
          </div>
        </div>
        <p className={classes.text}>{localized(copy.text)}</p>
        <div className={classes.actions}>
          {loggedIn ? (
            <>
              <Button component={Link} to={paths.profile()}>
                {t('home.profile_cta')}
              </Button>
              <Button component={Link} to={paths.about()} variant="default">
                {t('home.about_cta')}
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to={paths.login()}>
                {t('home.login_cta')}
              </Button>
              <Button component={Link} to={paths.accountCreation()} variant="default">
                {t('home.request_cta')}
              </Button>
            </>
          )}
        </div>
      </div>
      {loggedIn && (
        <Suspense fallback={<GlanceSkeleton />}>
          <AtAGlance />
        </Suspense>
      )}
    </div>
  );
}
