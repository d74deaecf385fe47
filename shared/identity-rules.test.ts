import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinProblem,
  identityMessages,
  ifscProblem,
  panProblem,
  pinCodeProblem,
} from './identity-rules';

describe('PAN', () => {
  it('accepts AAAAA9999A with a valid holder type', () => {
    expect(panProblem('AAPFU0939F')).toBeUndefined();
    expect(panProblem('abcpe1234f')).toBeUndefined();
  });
  it.each(['AAPXU0939F', 'AAPF0939FU', 'AAPFU0939', '1APFU0939F'])('refuses %s', (pan) => {
    expect(panProblem(pan)).toBe(identityMessages.panForm);
  });
});

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])('accepts the real-world %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
  });
  it('names a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(identityMessages.gstinCheck);
  });
  it('names a PAN that differs from the one entered', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'AAPFU0939G')).toBe(identityMessages.gstinPan);
    expect(gstinProblem('27AAPFU0939F1ZV', 'AAPFU0939F')).toBeUndefined();
  });
  it('names an unknown state code and a wrong shape', () => {
    const body = 'AAPFU0939F1Z';
    const withState = (state: string) => `${state}${body}${gstinCheckCharacter(`${state}${body}`)}`;
    expect(gstinProblem(withState('40'))).toBe(identityMessages.gstinState);
    expect(gstinProblem(withState('00'))).toBe(identityMessages.gstinState);
    expect(gstinProblem(withState('97'))).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(identityMessages.gstinForm);
  });
});

describe('IFSC and pin code', () => {
  it('checks IFSC as 4 letters, 0 and 6 letters or digits', () => {
    expect(ifscProblem('HDFC0001234')).toBeUndefined();
    expect(ifscProblem('SBIN0ABC12Z')).toBeUndefined();
    expect(ifscProblem('HDFC1001234')).toBe(identityMessages.ifsc);
    expect(ifscProblem('HDF00001234')).toBe(identityMessages.ifsc);
  });
  it('checks pin codes as 6 digits not starting with 0', () => {
    expect(pinCodeProblem('411001')).toBeUndefined();
    expect(pinCodeProblem('011001')).toBe(identityMessages.pinCode);
    expect(pinCodeProblem('41100')).toBe(identityMessages.pinCode);
  });
});
