import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM } from '../../infra/lib/config';
import { STAGES } from '../../infra/lib/stages';
import { stageMailFrom } from './stage-sender';

// Stage:init mailed the first Admin from MAIL_FROM's default, not the stage's
// sender; it now takes the sender the stage's functions are given (infra/lib/config.ts mailOf).

describe('stageMailFrom', () => {
  it("gives prod its own sender, an address of its mail domain, as the functions' configuration does", () => {
    const from = stageMailFrom('prod');
    const domain = STAGES.prod!.names.mailDomain!;
    expect(from).toMatch(new RegExp(`<[^@<>]+@${domain.replace(/\./g, '\\.')}>$`));
    expect(from).toBe(STAGES.prod!.names.mailFrom ?? `Pune Project Consultants <no-reply@${domain}>`);
  });

  it('gives dev, and a stage not listed (which gets dev’s settings), the default sender', () => {
    expect(stageMailFrom('dev')).toBe(DEFAULT_MAIL_FROM);
    expect(stageMailFrom('alice')).toBe(DEFAULT_MAIL_FROM);
  });
});
