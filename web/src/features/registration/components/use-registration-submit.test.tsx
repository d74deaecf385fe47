// @vitest-environment jsdom
// Saving a registration: the server's field errors land on the fields they name (dotted paths), the
// rest in the alert; a refused body gets a new request id, a retry after no answer keeps it (so the
// server answers the first attempt's result instead of registering twice).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api/api-error';
import { livePinnedErrors } from '../../../lib/forms/pinned-errors';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import type { RegisterCall } from '../api/register';
import { useRegistrationSubmit } from './use-registration-submit';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

function setUp(register: RegisterCall) {
  return renderHook(
    () => {
      const pinned = usePinnedErrors();
      return { pinned, submit: useRegistrationSubmit(register, pinned) };
    },
    { wrapper },
  );
}

const values = {
  mobile_no: '9822000002',
  turnovers: [{ year: '2025', amount: '10', certificate_storage: null }],
  payment_id: 'pay_29QQoUBi66xm2f',
};

describe('useRegistrationSubmit', () => {
  it('pins field errors, lists the others, reports a refused payment and renews the request id', async () => {
    const refusal = new ApiError(409, 'This mobile number is already registered.', {
      mobile_no: ['This mobile number is already registered.'],
      'turnovers.0.certificate_storage': ['This upload is no longer available. Please upload the file again.'],
      payment_id: ['This payment has already been used for a registration.'],
      request_id: ['request_id must be a UUID.'],
    });
    const register = vi.fn<RegisterCall>().mockRejectedValue(refusal);
    const { result } = setUp(register);
    const touched: string[] = [];
    const helpers = { setFieldTouched: async (path: string) => void touched.push(path) };

    let outcome: Awaited<ReturnType<typeof result.current.submit.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit.submit((id) => ({ request_id: id }), values, helpers);
    });
    expect(outcome).toEqual({
      saved: false,
      errorPaths: ['mobile_no', 'turnovers.0.certificate_storage'],
      paymentRefused: true,
    });
    expect(touched).toEqual(['mobile_no', 'turnovers.0.certificate_storage']);
    expect(livePinnedErrors(result.current.pinned.pinned, values)).toEqual({
      mobile_no: 'This mobile number is already registered.',
      'turnovers.0.certificate_storage': 'This upload is no longer available. Please upload the file again.',
    });
    // Pinned to the value sent: a new mobile number drops the message.
    expect(livePinnedErrors(result.current.pinned.pinned, { ...values, mobile_no: '9822012345' })).not.toHaveProperty(
      'mobile_no',
    );
    expect(result.current.submit.failure).toEqual({
      message: 'This mobile number is already registered.',
      unplaced: ['This payment has already been used for a registration.', 'request_id must be a UUID.'],
    });

    await act(async () => {
      await result.current.submit.submit((id) => ({ request_id: id }), values, helpers);
    });
    const [first, second] = register.mock.calls.map(([body]) => body.request_id);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('keeps the request id for a retry after no answer', async () => {
    const register = vi
      .fn<RegisterCall>()
      .mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR_MESSAGE))
      .mockResolvedValueOnce({ error: false, message: 'Registered', data: { id: 7, email: 'a@b.in' } });
    const { result } = setUp(register);
    const helpers = { setFieldTouched: async () => undefined };
    await act(async () => {
      await result.current.submit.submit((id) => ({ request_id: id }), values, helpers);
    });
    expect(result.current.submit.failure?.message).toBe(NETWORK_ERROR_MESSAGE);
    let saved = false;
    await act(async () => {
      saved = (await result.current.submit.submit((id) => ({ request_id: id }), values, helpers)).saved;
    });
    expect(saved).toBe(true);
    const [first, second] = register.mock.calls.map(([body]) => body.request_id);
    expect(second).toBe(first);
  });
});
