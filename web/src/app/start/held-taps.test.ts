import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilLive } from './held-taps';

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdUntilLive: when the visitor starts', () => {
  it('is not started by the mousemove Chromium sends at (0, 0) for a pointer that never moved', async () => {
    const { started, release } = holdUntilLive();
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 0, clientY: 0 }));
    await expect(settled(started)).resolves.toBe(false);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 140, clientY: 60 }));
    await expect(settled(started)).resolves.toBe(true);
    release();
  });

  it('is started by a key, a touch or a scroll', async () => {
    for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new Event('touchstart'), new Event('scroll')]) {
      const { started, release } = holdUntilLive();
      window.dispatchEvent(event);
      await expect(settled(started)).resolves.toBe(true);
      release();
    }
  });
});

describe('holdUntilLive: what waits for the app', () => {
  it('leaves a plain control to the browser: the click is not held', () => {
    document.body.innerHTML = '<details><summary>Critical Dates</summary><p>dates</p></details>';
    const summary = document.querySelector('summary')!;
    const { release } = holdUntilLive();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    summary.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    release();
  });

  it('leaves a link tapped while the app starts to the browser, unheard by the app still hydrating', () => {
    document.body.innerHTML =
      '<div id="root"><nav><a href="/active-tenders?page=2">Next</a></nav>' +
      '<div data-needs-app><a href="/saved-searches">Save this search</a></div></div>';
    const root = document.getElementById('root')!;
    const heard: string[] = [];
    // React listens on its root, as hydrateRoot does.
    root.addEventListener('click', (event) => heard.push((event.target as HTMLElement).textContent ?? ''), true);
    const { release } = holdUntilLive();
    const [next, save] = [...document.querySelectorAll('a')];
    const onNext = new MouseEvent('click', { bubbles: true, cancelable: true });
    next!.dispatchEvent(onNext);
    expect(onNext.defaultPrevented).toBe(false);
    expect(heard).toEqual([]);
    // A link only the app gives a meaning waits for it.
    const onSave = new MouseEvent('click', { bubbles: true, cancelable: true });
    save!.dispatchEvent(onSave);
    expect(onSave.defaultPrevented).toBe(true);
    release();
    // Once the app is live, React hears every click again.
    next!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(heard).toEqual(['Save this search', 'Next']);
  });

  it('holds a click inside [data-needs-app] and gives it to the live app', () => {
    document.body.innerHTML = '<div data-needs-app><button type="button">Save this search</button></div>';
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    const { release } = holdUntilLive();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The app goes live: only now does it hear clicks.
    button.addEventListener('click', () => seen.push('click'));
    release();
    expect(seen).toEqual(['click']);
  });

  it('leaves a file field in a [data-needs-app] form to the browser, tapped or through its label: its picker opens', () => {
    document.body.innerHTML =
      '<form data-needs-app><label for="photo">Photo</label><input id="photo" type="file" />' +
      '<label><input type="checkbox" /> I agree</label></form>';
    const { release } = holdUntilLive();
    const clicks = ['#photo', 'label[for="photo"]', 'input[type="checkbox"]'].map((selector) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(selector)!.dispatchEvent(click);
      return click.defaultPrevented;
    });
    // The checkbox, like every other control of such a form, is still held for the app.
    expect(clicks).toEqual([false, false, true]);
    release();
  });

  it('holds a click on any type="button" button, which means nothing without the app (Logout in the header)', () => {
    document.body.innerHTML = '<header><button type="button">Logout</button><button>Search</button></header>';
    const [logout, search] = [...document.querySelectorAll('button')];
    const seen: string[] = [];
    const { release } = holdUntilLive();
    const onLogout = new MouseEvent('click', { bubbles: true, cancelable: true });
    logout!.dispatchEvent(onLogout);
    expect(onLogout.defaultPrevented).toBe(true);
    // A submit button does something in HTML alone (its form is sent): the browser's.
    const onSearch = new MouseEvent('click', { bubbles: true, cancelable: true });
    search!.dispatchEvent(onSearch);
    expect(onSearch.defaultPrevented).toBe(false);
    logout!.addEventListener('click', () => seen.push('logout'));
    release();
    expect(seen).toEqual(['logout']);
  });

  it('gives every held click to the live app in the order they came, each once the one before is drawn', async () => {
    document.body.innerHTML =
      '<form action="#" data-needs-app><button type="button" id="remove">Remove director 1</button>' +
      '<button type="button" id="save">Save</button></form>';
    const seen: string[] = [];
    const { release } = holdUntilLive();
    for (const id of ['remove', 'save']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
    }
    // The live app: the removal is drawn a little later than its click (React commits after the event).
    let drawn = 'with director 1';
    document.getElementById('remove')!.addEventListener('click', () => {
      seen.push('remove');
      queueMicrotask(() => (drawn = 'without director 1'));
    });
    document.getElementById('save')!.addEventListener('click', () => seen.push(`save ${drawn}`));
    release();
    expect(seen).toEqual(['remove']);
    await vi.waitFor(() => expect(seen).toEqual(['remove', 'save without director 1']));
  });

  it('holds a click on a script-only button of a form marked [data-needs-app] for the live app', () => {
    document.body.innerHTML = '<form action="#" data-needs-app><button type="button">Register and Pay</button></form>';
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    const { release } = holdUntilLive();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    button.addEventListener('click', () => seen.push('pay'));
    release();
    expect(seen).toEqual(['pay']);
  });

  it('lets a form with an action send itself, and holds one without (Formik writes action="#") until the app is live', () => {
    document.body.innerHTML =
      '<form action="/active-tenders" id="native"><button>Search</button></form>' +
      '<form id="app" action="#"><input name="email" value="a@b.in"><button id="login">Login</button></form>';
    const native = document.getElementById('native') as HTMLFormElement;
    const app = document.getElementById('app') as HTMLFormElement;
    const { release } = holdUntilLive();
    const nativeSubmit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    native.dispatchEvent(nativeSubmit);
    expect(nativeSubmit.defaultPrevented).toBe(false);

    const appSubmit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.getElementById('login'),
    });
    app.dispatchEvent(appSubmit);
    expect(appSubmit.defaultPrevented).toBe(true);
    const sent: (string | undefined)[] = [];
    app.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event.submitter?.id);
    });
    release();
    expect(sent).toEqual(['login']);
  });
});
