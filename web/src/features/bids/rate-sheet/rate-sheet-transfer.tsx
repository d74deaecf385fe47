// The financial cover's spreadsheet round trip: download the bill of quantities as .xlsx, fill the
// rates in Excel or LibreOffice, upload it back. All in the browser (the rates stay on the bidder's
// side until sealed in the bid). The codec and its zip library load only when a button is used.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Notice } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { downloadFile } from '../../../lib/download-file';
import { usePickedFile } from '../../../lib/upload/use-picked-file';
import type { RateSheetItem, RateSheetRate, RateSheetTender } from './rate-sheet-codec';
import { rateSheetMessages as m } from './rate-sheet-messages';

export type RateSheetTransferProps = {
  tender: RateSheetTender;
  items: readonly RateSheetItem[];
  onRates: (rates: RateSheetRate[]) => void;
  disabled?: boolean;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A filled rate sheet of thousands of items is well under 1 MB; anything far larger is not one. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A sheet with every cell wrong would list hundreds of errors; the first ones show where to start. */
const ERRORS_SHOWN = 25;

const loadCodec = () => import('./rate-sheet-codec');

type Outcome =
  { status: 'read'; count: number; fileName: string } | { status: 'refused'; title: string; errors: string[] } | null;

const refused = (errors: string[]): Outcome => ({ status: 'refused', title: m.refused, errors });

export function RateSheetTransfer({ tender, items, onRates, disabled }: RateSheetTransferProps) {
  const inputId = useId();
  const [preparing, setPreparing] = useState(false);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleDownload = async () => {
    setPreparing(true);
    try {
      const { writeRateSheet } = await loadCodec();
      downloadFile(writeRateSheet(tender, items) as BlobPart, `${tender.tender_uid}-rate-sheet.xlsx`, XLSX_TYPE);
    } catch {
      // Only the lazy chunk can fail here (a network drop): writing the sheet itself does not throw.
      setOutcome({ status: 'refused', title: m.loadFailed, errors: [] });
    } finally {
      setPreparing(false);
    }
  };

  const readFile = async (file: File): Promise<Outcome> => {
    if (file.size > MAX_UPLOAD_BYTES) return refused([m.tooLarge]);
    const [{ readRateSheet }, buffer] = await Promise.all([loadCodec(), file.arrayBuffer()]);
    const result = readRateSheet(new Uint8Array(buffer), items);
    if (!result.ok) return refused(result.errors);
    onRates(result.rates);
    return { status: 'read', count: result.rates.length, fileName: file.name };
  };

  const fileInput = usePickedFile(async (file: File) => {
    setReading(true);
    setOutcome(null);
    try {
      setOutcome(await readFile(file));
    } catch {
      // The codec answers every bad file itself; what throws is loading it or reading the file from disk.
      setOutcome({ status: 'refused', title: m.loadFailed, errors: [] });
    } finally {
      setReading(false);
    }
  });

  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap" alignItems="end">
        <Button variant="outline" onClick={handleDownload} loading={preparing} disabled={disabled}>
          <Download aria-hidden="true" />
          Download rate sheet (.xlsx)
        </Button>
        <Stack gap="1" flex="1 1 16rem" minW="0">
          <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
            Upload filled rate sheet
          </chakra.label>
          <Input
            id={inputId}
            type="file"
            accept={`.xlsx,${XLSX_TYPE}`}
            ref={fileInput.ref}
            onChange={fileInput.onChange}
            disabled={disabled || reading}
            aria-busy={reading || undefined}
            height="auto"
            py="1.5"
            fontSize="sm"
          />
        </Stack>
      </HStack>
      {outcome?.status === 'read' ? <Notice status="success" title={m.read(outcome.count, outcome.fileName)} /> : null}
      {outcome?.status === 'refused' ? <RateSheetErrors title={outcome.title} errors={outcome.errors} /> : null}
    </Stack>
  );
}

function RateSheetErrors({ title, errors }: { title: string; errors: string[] }) {
  const hidden = errors.length - ERRORS_SHOWN;
  return (
    <Notice status="error" title={title}>
      {errors.length > 0 ? (
        <Box as="ul" ps="5" listStyleType="disc">
          {errors.slice(0, ERRORS_SHOWN).map((error, index) => (
            <li key={index}>{error}</li>
          ))}
          {hidden > 0 ? <li>{m.moreErrors(hidden)}</li> : null}
        </Box>
      ) : null}
    </Notice>
  );
}
