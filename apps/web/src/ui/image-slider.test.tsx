import { SWIPE_THRESHOLD_PX } from '@habitat/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageSlider, swipeStep } from './image-slider';

// jsdom has no PointerEvent: without it fireEvent drops clientX and pointerId.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}

const labels = {
  region: 'Photos of the pool',
  previous: 'Previous photo',
  next: 'Next photo',
  slide: (position: number, count: number) => `Photo ${position} of ${count}`,
  alt: (position: number, count: number) => `Pool, photo ${position} of ${count}`,
};

function renderSlider(images: string[]) {
  return render(
    <MantineProvider env="test">
      <ImageSlider images={images} labels={labels} />
    </MantineProvider>,
  );
}

/** The slide shown: the only one not hidden from assistive technologies. */
const shown = () => screen.getByRole('group', { name: /^Photo \d of \d$/ });

function swipe(dx: number) {
  // Any photo: the events bubble to the slider's viewport.
  const region = screen.getAllByRole('img', { hidden: true })[0] as HTMLElement;
  fireEvent.pointerDown(region, { pointerId: 1, clientX: 200, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(region, { pointerId: 1, clientX: 200 + dx, pointerType: 'touch' });
  fireEvent.pointerUp(region, { pointerId: 1, clientX: 200 + dx, pointerType: 'touch' });
}

describe('swipeStep (docs/product.md: Limits: more than 60 px)', () => {
  it('changes the slide only beyond the threshold', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(60);
    expect(swipeStep(-61)).toBe(1);
    expect(swipeStep(61)).toBe(-1);
    expect(swipeStep(-60)).toBe(0);
    expect(swipeStep(60)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});

describe('ImageSlider', () => {
  const images = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];

  it('names the slider, its slides and photos, and moves with labelled buttons', async () => {
    const user = userEvent.setup();
    renderSlider(images);
    expect(screen.getByRole('region', { name: 'Photos of the pool' })).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Photo 1 of 3');
    expect(screen.getByRole('img', { name: 'Pool, photo 1 of 3' })).toHaveAttribute(
      'src',
      '/uploads/a.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAccessibleName('Photo 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    // Loops from the first photo to the last.
    expect(shown()).toHaveAccessibleName('Photo 3 of 3');
  });

  it('is operable with the keyboard once focused', async () => {
    const user = userEvent.setup();
    renderSlider(images);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Photos of the pool' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Photo 2 of 3');
    await user.keyboard('{End}');
    expect(shown()).toHaveAccessibleName('Photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Photo 3 of 3');
    await user.keyboard('{Home}');
    expect(shown()).toHaveAccessibleName('Photo 1 of 3');
  });

  it('changes slide on a swipe of more than 60 px only', () => {
    renderSlider(images);
    swipe(-SWIPE_THRESHOLD_PX);
    expect(shown()).toHaveAccessibleName('Photo 1 of 3');
    swipe(-(SWIPE_THRESHOLD_PX + 1));
    expect(shown()).toHaveAccessibleName('Photo 2 of 3');
    swipe(SWIPE_THRESHOLD_PX + 20);
    expect(shown()).toHaveAccessibleName('Photo 1 of 3');
  });

  it('shows one photo without controls, and nothing without photos', () => {
    const { unmount } = renderSlider(['/uploads/a.jpg', '/uploads/a.jpg']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = renderSlider([]);
    expect(container.querySelector('section')).toBeNull();
  });
});
