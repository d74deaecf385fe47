// What the registrant page shows of the registrant: the review state line, the last remark, and the
// whole profile read-only.
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { RegistrantDetail } from '@tender/shared/schemas/registrants';
import { StatusBadge } from '../../../components/admin/status-badge';
import { labelOf } from './profile-values';
import { ProfileSection } from './profile-view';

export function RegistrantState({ registrant }: { registrant: RegistrantDetail }) {
  const { user } = registrant;
  return (
    <>
      <HStack gap="4" flexWrap="wrap">
        <Text>
          Review: <StatusBadge status={registrant.status} />
        </Text>
        {registrant.grade ? <Text>Grade: {registrant.grade}</Text> : null}
        <Text>Email verified: {user.email_verified_at ? 'Yes' : 'No'}</Text>
        <Text>Fee paid: {registrant.payment ? 'Yes' : 'No'}</Text>
      </HStack>
      {registrant.remark ? <Text color="gray.700">Last remark: {lastRemark(registrant)}</Text> : null}
    </>
  );
}

/** 'Documents checked (Asha, 2 Jan 2026, 10:00 am)': who reviewed and when, as far as known. */
function lastRemark({ remark, reviewed_by: by, reviewed_at: at }: RegistrantDetail): string {
  const when = at ? formatIstDateTime(at) : undefined;
  if (by) return `${remark} (${by.name}${when ? `, ${when}` : ''})`;
  return when ? `${remark}, ${when})` : `${remark}`;
}

export function RegistrantProfile({ registrant }: { registrant: RegistrantDetail }) {
  const { user } = registrant;
  return (
    <Stack gap="5">
      <ProfileSection
        title="Account"
        record={{
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          role: user.role,
          email_verified: user.email_verified_at ? formatIstDateTime(user.email_verified_at) : 'No',
          registered: formatIstDateTime(user.created_at),
          quick_registration: registrant.is_quick_register,
          payment_order: registrant.payment?.order_id ?? null,
          payment_id: registrant.payment?.payment_id ?? null,
        }}
      />
      <ProfileSection title="Basic details" record={registrant.basic} />
      <ProfileSection title="Bank details" record={registrant.bank_details} />
      <ProfileSection title="Documents" rows={registrant.documents} />
      {Object.entries(registrant.lists).map(([name, rows]) => (
        <ProfileSection key={name} title={labelOf(name)} rows={rows} />
      ))}
    </Stack>
  );
}
