import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIndianNumber } from '@tender/shared/format';
import type { OpenedBid } from '@tender/shared/schemas/opening';
import { bidDocumentLinkPath } from '../api/evaluation-keys';
import { DownloadDocumentButton } from './download-document-button';

type TechnicalCover = NonNullable<OpenedBid['technical']>;
type OpenedDocument = TechnicalCover['documents'][number];

const profileListTitles: Record<string, string> = {
  completed_works: 'Completed work',
  turnovers: 'Turnover',
  quality_certificates: 'Quality certificate',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${formatIndianNumber(Math.ceil(bytes / 1024))} KB`;

function DocumentRow({ bidId, document }: { bidId: string; document: OpenedDocument }) {
  return (
    <Box as="li" borderTopWidth="1px" borderColor="gray.100" py="2">
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Box minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {document.name}
          </Text>
          <Text fontSize="xs" color="gray.600" wordBreak="break-all">
            {sizeText(document.size)} · SHA-256 {document.sha256}
          </Text>
        </Box>
        <DownloadDocumentButton linkPath={bidDocumentLinkPath(bidId, document.index)} name={document.name} />
      </HStack>
    </Box>
  );
}

/** What the technical cover held: its documents (each downloadable), the profile rows it relies on, the EMD exemption. */
export function TechnicalCoverView({ bidId, cover }: { bidId: string; cover: TechnicalCover }) {
  return (
    <Stack gap="3">
      <Heading as="h4" size="sm">
        Technical cover
      </Heading>
      <Text fontSize="sm">EMD exemption claimed: {cover.emd_exempt ? 'Yes' : 'No'}</Text>
      {cover.documents.length === 0 ? (
        <Text fontSize="sm">No documents.</Text>
      ) : (
        <Box as="ul" listStyleType="none" aria-label="Documents">
          {cover.documents.map((document) => (
            <DocumentRow key={document.index} bidId={bidId} document={document} />
          ))}
        </Box>
      )}
      <Box fontSize="sm">
        <Text fontWeight="medium">Profile rows relied on</Text>
        {cover.profile_rows.length === 0 ? (
          <Text>None.</Text>
        ) : (
          <Box as="ul" ps="5">
            {cover.profile_rows.map((row) => (
              <li key={`${row.list}:${row.id}`}>
                {profileListTitles[row.list] ?? row.list} #{row.id}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
