import { logger } from '../../platform/logger';

/** What happened, for the security log. */
export type AuthEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.otp_required'
  | 'login.otp_failed'
  | 'login.throttled'
  | 'login.owner_notified'
  | 'logout'
  | 'password.reset_requested'
  | 'password.reset_unknown_email'
  | 'password.reset_unconfirmed_email'
  | 'session.one_time_password_refused'
  | 'password.reset'
  | 'password.reset_refused'
  | 'password.changed'
  | 'password.current_wrong'
  | 'email.verification_sent'
  | 'email.verified'
  | 'email.verify_refused'
  | 'two_factor.secret_created'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.code_refused'
  | 'account.created'
  | 'account.updated'
  | 'account.login_changed_by_admin';

/**
 * One line per authentication event. Only ids, the viewer's address and counts go in: never a
 * password, token, code, secret or email address (functions/platform/logger.ts).
 */
export function logAuthEvent(
  event: AuthEvent,
  fields: { userId?: number; viewer?: string; sessions?: number; reason?: string } = {},
): void {
  logger.info('auth', { event, ...fields });
}
