// public/boot.js starts the app's script only once the page's main picture is in (issue 13): this runs it in the
// test's document, with the timers and frames under the test's control.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const bootJs = fs.readFileSync(path.join(import.meta.dirname, '../../public/boot.js'), 'utf8');
const ENTRY = '/assets/index-test.js';

/** The module scripts boot.js added to the head. */
const started = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

function page(picture: 'loading' | 'none') {
  document.head.innerHTML = `<meta name="app-entry" content="${ENTRY}" />`;
  document.body.innerHTML = picture === 'none' ? '<p>Contact us</p>' : '<img src="/media/banner.webp" fetchpriority="high" alt="" />';
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: false });
  return img;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('boot.js', () => {
  it("starts the app's script after the main picture has loaded and a frame has painted, not before", () => {
    const picture = page('loading');
    new Function(bootJs)();
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    picture!.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([ENTRY]);
    // Once only, whatever fires later.
    vi.advanceTimersByTime(5000);
    expect(started()).toEqual([ENTRY]);
  });

  it('starts it after the first paint on a page without a main picture', () => {
    page('none');
    new Function(bootJs)();
    expect(started()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([ENTRY]);
  });

  it('does not wait more than three seconds for a picture that is slow to come', () => {
    page('loading');
    new Function(bootJs)();
    vi.advanceTimersByTime(2900);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(100);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([ENTRY]);
  });
});
