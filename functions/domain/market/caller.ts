import type { UserRole } from '@tender/shared/constants';

/**
 * Who is calling, as the stored account says now (role and verified state are read from the user
 * on every request, not taken from the token's snapshot), and which session the token is. The
 * pipeline (functions/platform/http/authenticate.ts) produces a value of this shape; the domain
 * names it in its own words so that no domain file depends on HTTP.
 */
export type Caller = {
  userId: number;
  role: UserRole;
  emailVerified: boolean;
  sessionId: string;
  /** When this session's token was signed and when it stops working. */
  sessionIssuedAt: Date;
  sessionExpiresAt: Date;
  /** The password was mailed (registration) and not replaced yet: the pipeline lets few routes through. */
  mustChangePassword?: boolean;
};
