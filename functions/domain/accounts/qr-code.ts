import { create as createQrCode } from 'qrcode/lib/core/qrcode.js';
import { render as renderSvg } from 'qrcode/lib/renderer/svg-tag.js';

/** How the authenticator QR code is drawn: medium error correction, a quiet zone of 2 modules. */
export const QR_CODE_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * The QR code of an otpauth URL, as an SVG document: what `QRCode.toString(url, { type: 'svg' })`
 * gives, from the two modules it uses (qrcode's main module also loads its PNG renderer and
 * pngjs, 29 KiB of the function's bundle).
 */
export function qrCodeSvg(url: string): string {
  return renderSvg(createQrCode(url, QR_CODE_OPTIONS), QR_CODE_OPTIONS);
}
