import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { BidRegisterAnswer } from '@tender/shared/schemas/bid-submission';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useBidRegister } from '../api/get-bid-register';
import { isDigestInRegister, registerRootOf } from '../register/register-check';

type Register = BidRegisterAnswer['data'];

/** Recomputes the root in the browser and says whether it matches the published one. */
function RootCheck({ register }: { register: Register }) {
  const [root, setRoot] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    registerRootOf(register.digests).then(
      (value) => live && setRoot(value),
      () => live && setRoot(''),
    );
    return () => {
      live = false;
    };
  }, [register.digests]);
  if (root === null) return <Text fontSize="sm">Recomputing the root in your browser…</Text>;
  if (root === '') return <Text fontSize="sm">This browser cannot recompute the root (no SubtleCrypto).</Text>;
  return root === register.root ? (
    <Notice status="success" title="The root recomputed in your browser matches the published root." />
  ) : (
    <Notice status="error" title="The root recomputed in your browser does NOT match the published root." />
  );
}

function ReceiptCheck({ digests }: { digests: readonly string[] }) {
  const [pasted, setPasted] = useState('');
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(isDigestInRegister(digests, pasted));
  };
  return (
    <Box as="form" onSubmit={handleSubmit} aria-label="Is my receipt in the register?">
      <Stack gap="3">
        <Field label="Is my receipt in the register? Paste your receipt's digest">
          <Input
            value={pasted}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setPasted(event.target.value);
              setVerdict(null);
            }}
          />
        </Field>
        <Box>
          <Button type="submit" size="sm" colorPalette="blue">
            Check my receipt
          </Button>
        </Box>
        {verdict === true ? <Notice status="success" title="Yes: your receipt's digest is in the register." /> : null}
        {verdict === false ? <Notice status="error" title="No: this digest is not in the register." /> : null}
      </Stack>
    </Box>
  );
}

export type BidRegisterSectionProps = { tenderId: number };

/** The register of sealed bids of a closed tender: no names, only digests and their root. */
export function BidRegisterSection({ tenderId }: BidRegisterSectionProps) {
  const { data, error, isValidating, mutate } = useBidRegister(tenderId, true);
  const register = data?.data;
  return (
    <Box
      as="section"
      aria-labelledby="bid-register-title"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" id="bid-register-title" size="lg" mb="3">
        Register of sealed bids
      </Heading>
      {error ? (
        error.status === 409 ? (
          <Text>{error.message}</Text>
        ) : (
          <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
        )
      ) : null}
      {register ? (
        <Stack gap="4">
          <Text fontSize="sm">
            Published {formatIstDateTime(register.closed_at)}. {register.digests.length} bid
            {register.digests.length === 1 ? '' : 's'}. {register.method}
          </Text>
          <Box as="ol" ps="6" fontSize="sm" data-testid="register-digests">
            {register.digests.map((digest) => (
              <li key={digest}>
                <Code wordBreak="break-all">{digest}</Code>
              </li>
            ))}
          </Box>
          <Text fontSize="sm">
            Root:{' '}
            <Code wordBreak="break-all" data-testid="register-root">
              {register.root}
            </Code>
          </Text>
          <RootCheck register={register} />
          <ReceiptCheck digests={register.digests} />
        </Stack>
      ) : null}
    </Box>
  );
}
