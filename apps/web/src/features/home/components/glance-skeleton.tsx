import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import classes from './glance.module.css';

const CARDS = [0, 1, 2, 3];
const ROWS = [0, 1, 2];

/**
 * The cards' shape while the summary (or its code) loads: nothing moves when it arrives. Plain
 * elements with Mantine's skeleton class: 20 bars are not worth 20 components in /home's first
 * render on a slow phone.
 */
export function GlanceSkeleton() {
  const { t } = useTranslation();
  const bar = (className?: string) => `${Skeleton.classes.root} ${className}`;
  return (
    <div className={classes.grid} aria-busy="true">
      <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
      {CARDS.map((card) => (
        <div key={card} className={classes.card} aria-hidden="true">
          <div className={bar(classes.skeletonTitle)} data-visible data-animate />
          {ROWS.map((row) => (
            <div key={row} className={bar(classes.skeletonRow)} data-visible data-animate />
          ))}
        </div>
      ))}
    </div>
  );
}
