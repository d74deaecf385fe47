// @vitest-environment jsdom
import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { keepEventsFromHydratingRoot } from './hydrating-events';

type PageProps = { heard: string[]; onCommit?: () => void };

/** A field and a button, as a bid page shows them; `onCommit` runs as React commits the hydrated page. */
function Page({ heard, onCommit }: PageProps) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return (
    <form action="#">
      <input name="rate" onPointerDown={() => heard.push('pointerdown')} onKeyDown={() => heard.push('keydown')} />
    </form>
  );
}

/** The server's HTML of the page, hydrated in a transition as boot.tsx does: in slices, from the next task. */
function startHydrating(keepEvents: boolean) {
  const heard: string[] = [];
  // A document of its own: a root another test left on this one's body would hear the events first.
  const page = document.implementation.createHTMLDocument();
  const container = page.createElement('div');
  container.innerHTML = renderToString(<Page heard={[]} />);
  page.body.append(container);
  const state = { committed: false };
  const hearAll = keepEvents ? keepEventsFromHydratingRoot(container) : undefined;
  const onCommit = () => {
    state.committed = true;
    hearAll?.();
  };
  startTransition(() => void hydrateRoot(container, <Page heard={heard} onCommit={onCommit} />));
  const field = container.querySelector('input')!;
  return { heard, state, field };
}

const pointerDown = () => new MouseEvent('pointerdown', { bubbles: true, cancelable: true });

describe('keepEventsFromHydratingRoot', () => {
  it('without it, a tap on a page still hydrating makes React hydrate all of it at once, inside the tap', () => {
    const { state, field } = startHydrating(false);
    field.dispatchEvent(pointerDown());
    expect(state.committed).toBe(true);
  });

  it('leaves a tap and keys while the page hydrates to the browser, and React hears them once it has committed', async () => {
    const { heard, state, field } = startHydrating(true);
    field.dispatchEvent(pointerDown());
    field.dispatchEvent(new KeyboardEvent('keydown', { key: '7', bubbles: true, cancelable: true }));
    // Hydration goes on in its slices; the tap did not make it finish inside the event.
    expect(state.committed).toBe(false);
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(state.committed).toBe(true));
    field.dispatchEvent(pointerDown());
    expect(heard).toEqual(['pointerdown']);
  });

  it('prevents nothing: the browser still focuses the field and takes its text', () => {
    const { field } = startHydrating(true);
    const tap = pointerDown();
    field.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
