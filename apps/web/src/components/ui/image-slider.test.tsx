import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageSlider } from './image-slider.tsx';

const images = [1, 2, 3].map((id) => ({
  id,
  url: `/uploads/${id}.webp`,
  thumbnail_url: `/uploads/${id}-thumb.webp`,
}));

const current = () =>
  screen
    .getAllByRole('button', { name: /^Show image/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

describe('ImageSlider', () => {
  it('shows the default picture when there is no image', () => {
    render(<ImageSlider images={[]} fallback="/default.svg" label="Logo design" />);
    expect(screen.getByRole('img', { name: 'Logo design' }).getAttribute('src')).toBe(
      '/default.svg',
    );
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('moves with the arrows, wrapping around, and jumps with the dots', () => {
    render(<ImageSlider images={images} fallback="/default.svg" label="Logo design" />);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(current()).toBe(2);
  });

  it('moves with the left and right keys and with a swipe', () => {
    render(<ImageSlider images={images} fallback="/default.svg" label="Logo design" />);
    const carousel = screen.getByRole('region', { name: 'Logo design' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(current()).toBe(2);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(current()).toBe(1);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(current()).toBe(2);
    // A small movement is a tap, not a swipe.
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 120 }] });
    expect(current()).toBe(2);
  });
});
