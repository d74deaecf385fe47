import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { mailAccount } from '../mail/mail-account';
import { siteLink } from '../mail/site-url';

// The organisation hears why its proposed corrigendum was rejected, with a link to
// its tender in My Tenders, where it can propose a corrected one.

type RejectedInput = {
  to: string;
  name: string;
  tender: { tender_uid: string; project_name: string };
  remark: string;
  link: string;
};

export function proposalRejectedMail(input: RejectedInput): Mail {
  return linkMail({
    to: input.to,
    subject: m.rejectedMailSubject(input.tender.tender_uid),
    paragraphs: [
      `Hello ${input.name},`,
      `The consultancy did not approve the corrigendum you proposed for ${input.tender.tender_uid} (${input.tender.project_name}), with this remark:`,
      { quote: input.remark },
      'You can propose a corrected one from My Tenders.',
    ],
    link: { href: input.link, label: 'Open the tender' },
  });
}

/** A mail that fails is logged: the remark waits in My Tenders. */
export async function mailRejectedProposal(
  organizationId: number,
  tender: { id: number; tender_uid: string; project_name: string },
  remark: string,
): Promise<void> {
  const link = siteLink(sitePath(paths.myTender, { id: tender.id }));
  await mailAccount('corrigendum rejected mail not sent', organizationId, (to, name) =>
    proposalRejectedMail({ to, name, tender, remark, link }),
  );
}
