import { contactMessages } from '@tender/shared/messages';
import { adminPaths, paths, sitePath } from '@tender/shared/site-paths';
import { enquiryReference, type ContactBody, type ContactCreated } from '@tender/shared/schemas/contacts';
import { createContact } from '../../data/contacts-repository';
import { TooManyRequestsError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { enforceLimit, type Limit } from '../limits/enforce-limit';
import { sendMail } from '../mail/send-mail';
import { siteLink } from '../mail/site-url';
import { getSettings } from '../../data/settings-repository';
import { enquiryAcknowledgementMail, officeEnquiryMail, type Enquiry } from './enquiry-mails';

// POST /contacts: the enquiry is stored first, then the office is mailed and the
// visitor acknowledged. A mail that fails is logged, never answered: the enquiry stands in the admin
// area either way, so the visitor is told it was received, with its reference.

/** Where enquiries go: the office email of the settings, the one the site shows on every page. */
const officeAddress = async () => (await getSettings()).office_email;

/**
 * Acknowledgements per email address, whoever sends the form: the address is unverified, and the
 * per-viewer limit alone would let many viewers flood one mailbox (as forgot password limits its
 * mails per email). Past it the enquiry is still stored and the office still mailed.
 */
export const acknowledgementLimit: Limit = { name: 'contact:acknowledgement', limit: 3, windowSeconds: 60 * 60 };

/** The SPA's admin page of one enquiry. */
const adminEnquiryLink = (id: number) => siteLink(sitePath(adminPaths.enquiry, { id }));

async function sendOrLog(which: 'office' | 'acknowledgement', reference: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    // The reference, never the visitor's address: it leads the office to the stored enquiry.
    logger.warn('contacts.mail_failed', { which, reference, error: error instanceof Error ? error.name : 'unknown' });
  }
}

async function underAcknowledgementLimit(email: string, now: Date): Promise<boolean> {
  try {
    await enforceLimit(acknowledgementLimit, email.toLowerCase(), now);
    return true;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return false;
    throw error;
  }
}

async function acknowledge(enquiry: Enquiry, now: Date): Promise<void> {
  if (!(await underAcknowledgementLimit(enquiry.email, now))) {
    logger.info('contacts.acknowledgement_limited', { reference: enquiry.reference });
    return;
  }
  const { email: to, reference } = enquiry;
  await sendMail(enquiryAcknowledgementMail({ to, reference, contactLink: siteLink(paths.contactUs) }));
}

export async function submitContact(body: ContactBody, now: Date): Promise<ContactCreated> {
  const stored = await createContact(body, now);
  const reference = enquiryReference(stored.id);
  const enquiry: Enquiry = { ...body, reference, created_at: stored.created_at };
  const adminLink = adminEnquiryLink(stored.id);
  await Promise.all([
    sendOrLog('office', reference, async () =>
      sendMail(officeEnquiryMail({ to: await officeAddress(), enquiry, adminLink })),
    ),
    sendOrLog('acknowledgement', reference, () => acknowledge(enquiry, now)),
  ]);
  return { error: false, message: contactMessages.success, data: { id: stored.id, reference } };
}
