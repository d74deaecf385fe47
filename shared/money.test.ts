import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  lineAmountPaise,
  MAX_RATE_PAISE,
  paiseInWords,
  paiseToRupeeText,
  rateToPaise,
  totalPaise,
} from './money';

describe('rates', () => {
  it('reads rupees with at most two decimals into paise', () => {
    expect(rateToPaise('1234.5')).toBe(123450);
    expect(rateToPaise(' 0.05 ')).toBe(5);
    expect(rateToPaise('1,00,000')).toBe(10000000);
    expect(rateToPaise('12')).toBe(1200);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '1.234', '-5', '1e3', 'abc', '12.', '.5', '10000000000.01']) {
      expect(rateToPaise(bad), bad).toBeNull();
    }
    expect(rateToPaise(paiseToRupeeText(MAX_RATE_PAISE))).toBe(MAX_RATE_PAISE);
  });

  it('writes paise back as the sheet shows them', () => {
    expect(paiseToRupeeText(123405)).toBe('1234.05');
    expect(paiseToRupeeText(7)).toBe('0.07');
  });
});

describe('amounts', () => {
  it('is quantity x rate rounded half up to the paisa', () => {
    expect(lineAmountPaise(2.5, 1001)).toBe(2503n); // 2502.5 -> 2503
    expect(lineAmountPaise(0.125, 100)).toBe(13n); // 12.5 -> 13
    expect(lineAmountPaise(1_000_000_000, MAX_RATE_PAISE)).toBe(10n ** 21n);
  });

  it('adds lines without a float ever touching the sum', () => {
    const lines = Array.from({ length: 500 }, () => ({ quantity: 0.1, ratePaise: 10 }));
    expect(totalPaise(lines)).toBe(500n);
  });

  it('shows Indian grouping exactly at any size', () => {
    expect(formatPaise(12345678n)).toBe('₹1,23,456.78');
    expect(formatPaise(5n)).toBe('₹0.05');
    expect(formatPaise(123456789012345n)).toBe('₹12,34,56,78,90,123.45');
  });

  it('says amounts in words the Indian way', () => {
    expect(paiseInWords(12345678n)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(paiseInWords(1_00_00_000_00n)).toBe('Rupees One Crore Only');
    expect(paiseInWords(250_00_00_000_00n)).toBe('Rupees Two Hundred Fifty Crore Only');
    expect(paiseInWords(5n)).toBe('Rupees Zero and Five Paise Only');
    expect(paiseInWords(1_01_01_01_101_00n)).toBe(
      'Rupees One Hundred One Crore One Lakh One Thousand One Hundred One Only',
    );
  });
});
