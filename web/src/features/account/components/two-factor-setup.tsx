import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TwoFactorSecretAnswer } from '@tender/shared/schemas/accounts';
import { TextField } from '../../../components/form/text-field';

export type TwoFactorSetupProps = { secret: TwoFactorSecretAnswer['data'] };

/**
 * The new secret to scan: the server's QR code as an image (an SVG in a data: URL never runs script
 * and is never put into the page's HTML), the key to type instead, and the app's current code.
 */
export function TwoFactorSetup({ secret }: TwoFactorSetupProps) {
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qr_code_svg)}`;
  return (
    <Stack
      as="section"
      aria-label="Set up two-factor authentication"
      gap="4"
      p="4"
      bg="gray.50"
      borderRadius="md"
      borderWidth="1px"
    >
      <Text>Scan this QR code with your authenticator app, then enter the code it shows.</Text>
      <Box bg="white" p="2" borderRadius="md" alignSelf="flex-start">
        <img src={qrSource} alt="QR code for your authenticator app" width={180} height={180} />
      </Box>
      <Text>
        Or type this key into the app:{' '}
        <Box as="code" fontFamily="mono" fontWeight="semibold" overflowWrap="anywhere" data-testid="two-factor-secret">
          {secret.secret}
        </Box>
      </Text>
      <TextField
        name="otp"
        label="Authentication code"
        helperText="The 6 digits your app shows now"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
    </Stack>
  );
}
