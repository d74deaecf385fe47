import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { BidReceipt } from '@tender/shared/schemas/bid-submission';
import { FileDown, FileJson } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../config/paths';
import { downloadFile } from '../../../lib/download-file';
import { receiptFileName, receiptJson, receiptPdf } from '../receipt-files';

export type BidReceiptViewProps = { receipt: BidReceipt; projectName: string; tenderUid: string };

function ReceiptFact({ term, value, code = false }: { term: string; value: string; code?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="gray.600">
        {term}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere" wordBreak="break-all">
        {code ? <Code>{value}</Code> : value}
      </Text>
    </Box>
  );
}

/** The receipt of the latest submission: its signed fields, as PDF and JSON, and where to check it. */
export function BidReceiptView({ receipt, projectName, tenderUid }: BidReceiptViewProps) {
  const [makingPdf, setMakingPdf] = useState(false);
  const [pdfProblem, setPdfProblem] = useState<string>();

  const handlePdf = async () => {
    setMakingPdf(true);
    setPdfProblem(undefined);
    try {
      const verifyUrl = new URL(paths.verifyReceipt, window.location.origin).toString();
      const bytes = await receiptPdf({ receipt, projectName, tenderUid, verifyUrl });
      downloadFile(bytes as BlobPart, receiptFileName(receipt, 'pdf'), 'application/pdf');
    } catch {
      setPdfProblem('The PDF could not be made in this browser. Download the JSON receipt instead.');
    } finally {
      setMakingPdf(false);
    }
  };

  return (
    <Box as="section" aria-label="Bid receipt" borderWidth="1px" borderColor="green.300" borderRadius="md" p="4">
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3">
        <ReceiptFact term="Bid reference" value={receipt.bid_reference} />
        <ReceiptFact term="Submitted at (server time, UTC)" value={receipt.submitted_at} />
        <ReceiptFact term="Digest (SHA-256)" value={receipt.digest} code />
        <ReceiptFact term="Signature" value={receipt.signature} code />
      </SimpleGrid>
      <HStack mt="4" gap="3" flexWrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => void handlePdf()} loading={makingPdf}>
          <FileDown aria-hidden="true" />
          Download receipt (PDF)
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadFile(receiptJson(receipt), receiptFileName(receipt, 'json'), 'application/json')}
        >
          <FileJson aria-hidden="true" />
          Download receipt (JSON)
        </Button>
        <AppLink to={paths.verifyReceipt}>Check a receipt</AppLink>
      </HStack>
      {pdfProblem ? (
        <Text color="red.600" fontSize="sm" mt="2" role="alert">
          {pdfProblem}
        </Text>
      ) : null}
    </Box>
  );
}
