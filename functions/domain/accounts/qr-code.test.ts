import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_CODE_OPTIONS, qrCodeSvg } from './qr-code';

describe('the authenticator QR code', () => {
  it("is the SVG qrcode's own toString gives, for short and long otpauth URLs", async () => {
    for (const url of [
      'otpauth://totp/Tenders:a%40b.in?secret=JBSWY3DPEHPK3PXP&issuer=Tenders',
      `otpauth://totp/PPC%20Tenders:${'x'.repeat(200)}%40example.com?secret=${'A'.repeat(32)}&issuer=PPC%20Tenders&algorithm=SHA1&digits=6&period=30`,
    ]) {
      const svg = qrCodeSvg(url);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).toBe(await QRCode.toString(url, { type: 'svg', ...QR_CODE_OPTIONS }));
    }
  });
});
