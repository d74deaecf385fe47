import { describe, expect, it } from 'vitest';
import { firstInteraction } from './first-interaction';

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('firstInteraction', () => {
  it('is not started by the mousemove Chromium sends at (0, 0) for a pointer that never moved', async () => {
    const started = firstInteraction();
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 0, clientY: 0 }));
    await expect(settled(started)).resolves.toBe(false);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 140, clientY: 60 }));
    await expect(settled(started)).resolves.toBe(true);
    (await started).release();
  });

  it('is started by a key, a touch or a scroll', async () => {
    for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new Event('touchstart'), new Event('scroll')]) {
      const started = firstInteraction();
      window.dispatchEvent(event);
      await expect(settled(started)).resolves.toBe(true);
      (await started).release();
    }
  });
});

describe('a click held until the app is live', () => {
  it('is given to the control with the focus a click brings, even when it was focused before', async () => {
    document.body.innerHTML = '<button type="button">Critical Dates</button>';
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    const started = firstInteraction();
    button.focus();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const { release } = await started;
    // The app goes live: only now does it hear focus and clicks.
    button.addEventListener('focus', () => seen.push('focus'));
    button.addEventListener('click', () => seen.push('click'));
    release();
    expect(seen).toEqual(['focus', 'click']);
    expect(document.activeElement).toBe(button);
  });
});
