// @vitest-environment jsdom
import { Field, Form, Formik } from 'formik';
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberPrerenderedForms } from './prerendered-forms';
import { AdoptTypedValues } from './adopt-typed-values';

type Values = { email: string; work_type: string };

function LoginLike({ initial, seen }: { initial: Values; seen: Values[] }) {
  return (
    <Formik initialValues={initial} onSubmit={(values) => void seen.push(values)}>
      <Form>
        <AdoptTypedValues />
        <Field name="email" />
        {/* Options still loading: the select shows none of them. */}
        <Field as="select" name="work_type" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

const submit = async (container: HTMLElement) => {
  await act(async () => {
    container.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdoptTypedValues', () => {
  it('sends what a visitor typed into the server-rendered form before the app hydrated it', async () => {
    const seen: Values[] = [];
    const initial = { email: '', work_type: '' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginLike initial={initial} seen={seen} />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'rahul@example.in';
    rememberPrerenderedForms(container);
    await act(async () => {
      hydrateRoot(container, <LoginLike initial={initial} seen={seen} />);
    });
    await submit(container);
    expect(seen).toEqual([{ email: 'rahul@example.in', work_type: '' }]);
  });

  it('leaves a form the app rendered itself as its state says, options loaded or not', async () => {
    const seen: Values[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<LoginLike initial={{ email: 'a@b.in', work_type: '7' }} seen={seen} />);
    });
    await submit(container);
    expect(seen).toEqual([{ email: 'a@b.in', work_type: '7' }]);
  });

  it('takes a box ticked and a choice picked before hydration: the form holds them, not a held tap', async () => {
    type Choices = { remember: boolean; role: string };
    const seen: Choices[] = [];
    const ChoicesForm = () => (
      <Formik<Choices> initialValues={{ remember: false, role: '' }} onSubmit={(values) => void seen.push(values)}>
        <Form>
          <AdoptTypedValues />
          <Field type="checkbox" name="remember" />
          <Field type="radio" name="role" value="Contractor" />
          <Field type="radio" name="role" value="Organization" />
          <button type="submit">Send</button>
        </Form>
      </Formik>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChoicesForm />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="remember"]')!.checked = true;
    container.querySelector<HTMLInputElement>('input[value="Organization"]')!.checked = true;
    rememberPrerenderedForms(container);
    await act(async () => {
      hydrateRoot(container, <ChoicesForm />);
    });
    await submit(container);
    expect(seen).toEqual([{ remember: true, role: 'Organization' }]);
  });
});
