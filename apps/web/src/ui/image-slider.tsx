import { SWIPE_THRESHOLD_PX } from '@habitat/shared';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import classes from './image-slider.module.css';

export type TSliderLabels = {
  /** Names the slider, e.g. "Photos of the pool". */
  region: string;
  previous: string;
  next: string;
  /** "Photo 2 of 3". */
  slide: (position: number, count: number) => string;
  /** The text alternative of each photo. */
  alt: (position: number, count: number) => string;
};

/**
 * Which way a swipe of `dx` pixels moves (docs/product.md: Field rules, Limits): only a move of more than
 * SWIPE_THRESHOLD_PX changes the slide; left shows the next one, right the previous one.
 */
export function swipeStep(dx: number): -1 | 0 | 1 {
  if (dx < -SWIPE_THRESHOLD_PX) return 1;
  if (dx > SWIPE_THRESHOLD_PX) return -1;
  return 0;
}

/**
 * An image slider: swipe (touch or mouse), previous/next buttons, and the arrow, Home and
 * End keys once focused. Loops, so the buttons never turn disabled under the focus.
 * Hand-made rather than Embla: Embla's drag follows its own physics, where a short flick
 * changes slides, and the spec's "more than 60 px" rule could not be kept.
 */
export function ImageSlider(props: { images: readonly string[]; labels: TSliderLabels }) {
  const { labels } = props;
  // A photo listed twice is shown once.
  const images = [...new Set(props.images)];
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState<number | null>(null);
  const start = useRef<{ pointerId: number; x: number } | null>(null);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { pointerId: event.pointerId, x: event.clientX };
    setOffset(0);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin || origin.pointerId !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    // Capture once the move is clearly horizontal, so a tap on a control still clicks it.
    if (Math.abs(dx) > 8 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin || origin.pointerId !== event.pointerId) return;
    start.current = null;
    setOffset(null);
    const step = swipeStep(event.clientX - origin.x);
    if (step !== 0) go(current + step);
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = keys[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={labels.region}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <div
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <div
          className={classes.track}
          data-dragging={offset !== null || undefined}
          style={{ transform: `translateX(calc(${-current * 100}% + ${offset ?? 0}px))` }}
        >
          {images.map((src, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides as groups
            <div
              key={src}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(position + 1, count)}
              aria-hidden={position !== current}
            >
              <img
                className={classes.image}
                src={src}
                alt={labels.alt(position + 1, count)}
                draggable={false}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <ActionIcon
              className={`${classes.control} ${classes.previous}`}
              variant="white"
              color="dark"
              radius="xl"
              size="xl"
              aria-label={labels.previous}
              onClick={() => go(current - 1)}
              onPointerDown={(event) => event.stopPropagation()}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              className={`${classes.control} ${classes.next}`}
              variant="white"
              color="dark"
              radius="xl"
              size="xl"
              aria-label={labels.next}
              onClick={() => go(current + 1)}
              onPointerDown={(event) => event.stopPropagation()}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <div className={classes.dots} aria-hidden>
            {images.map((src, position) => (
              <span
                key={src}
                className={classes.dot}
                data-active={position === current || undefined}
              />
            ))}
          </div>
          <VisuallyHidden aria-live="polite" aria-atomic>
            {labels.slide(current + 1, count)}
          </VisuallyHidden>
        </>
      )}
    </section>
  );
}
