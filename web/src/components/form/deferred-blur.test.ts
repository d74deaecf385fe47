// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterPointerPress, watchPointerPresses } from './deferred-blur';

describe('afterPointerPress', () => {
  it('runs at once when no pointer is pressed (keyboard focus changes)', () => {
    watchPointerPresses();
    // No press left over by an earlier file: the files of a worker share its document (isolate: false).
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    const effect = vi.fn();
    afterPointerPress(effect);
    expect(effect).toHaveBeenCalledOnce();
  });

  it('waits for the press in progress, and its click, to finish', async () => {
    watchPointerPresses();
    const effect = vi.fn();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerPress(effect);
    expect(effect).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(effect).not.toHaveBeenCalled(); // the click comes after pointerup, in the same task
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effect).toHaveBeenCalledOnce();
    afterPointerPress(effect);
    expect(effect).toHaveBeenCalledTimes(2);
  });
});
