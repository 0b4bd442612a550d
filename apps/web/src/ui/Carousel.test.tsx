import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lang } from '@shop/contract';
import { i18n } from '../i18n';
import { Carousel } from './Carousel';

async function renderCarousel(lang: Lang) {
  await i18n.changeLanguage(lang);
  render(
    <Carousel label="Honey">
      {['One', 'Two', 'Three'].map((name) => (
        <a key={name} href={`/${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
  const carousel = screen.getByRole('region', { name: 'Honey' });
  const viewport = carousel.firstElementChild as HTMLElement;
  return { carousel, viewport };
}

/** jsdom lays nothing out: give the viewport a width, a scroll length and a position, then report a scroll. */
function scrollTo(viewport: HTMLElement, { left, width = 300, length = 900 }: { left: number; width?: number; length?: number }) {
  Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(viewport, 'scrollWidth', { configurable: true, value: length });
  viewport.scrollLeft = left;
  act(() => void viewport.dispatchEvent(new Event('scroll')));
}

const next = () => screen.getByRole('button', { name: i18n.t('carousel.next') });
const previous = () => screen.getByRole('button', { name: i18n.t('carousel.previous') });

describe('Carousel', () => {
  it('names itself and each slide for screen readers, and snaps to slides', async () => {
    const { carousel, viewport } = await renderCarousel('en');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(viewport.className).toContain('snap-mandatory');
  });

  it('enables the arrows from the scroll position: none back at the start, none on at the end', async () => {
    const { viewport } = await renderCarousel('en');
    scrollTo(viewport, { left: 0 });
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    scrollTo(viewport, { left: 300 });
    expect(previous()).toBeEnabled();
    expect(next()).toBeEnabled();
    scrollTo(viewport, { left: 600 });
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
  });

  it('in Arabic reads the negative scroll position of a right-to-left box the same way', async () => {
    const { viewport } = await renderCarousel('ar');
    scrollTo(viewport, { left: -600 });
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
  });

  it('moves a screenful towards the reading end and back: right in English, left in Arabic', async () => {
    for (const [lang, sign] of [
      ['en', 1],
      ['ar', -1],
    ] as const) {
      const { viewport } = await renderCarousel(lang);
      const scrollBy = vi.fn();
      viewport.scrollBy = scrollBy as typeof viewport.scrollBy;
      scrollTo(viewport, { left: sign * 300 });
      await userEvent.click(next());
      expect(scrollBy).toHaveBeenLastCalledWith({ left: sign * 300, behavior: 'smooth' });
      await userEvent.click(previous());
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -sign * 300, behavior: 'smooth' });
      cleanup();
    }
  });

  it('moves focus between slides with the arrow keys in the direction they point', async () => {
    await renderCarousel('en');
    screen.getByRole('link', { name: 'One' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
  });

  it('in Arabic (right to left) ArrowLeft goes on to the next slide and ArrowRight back', async () => {
    await renderCarousel('ar');
    screen.getByRole('link', { name: 'One' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  });
});
