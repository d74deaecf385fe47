import { Text } from '@chakra-ui/react/text';
import { receiptMessages as m } from '@tender/shared/bid-messages';
import { useFormikContext } from 'formik';
import { type ChangeEvent, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { parseReceiptFile, type ReceiptValues } from '../receipt-schema';

/** Fills the receipt form from the JSON receipt the bid page downloads (typing stays possible). */
export function ReceiptFileLoader() {
  const { setValues, setTouched } = useFormikContext<ReceiptValues>();
  const [problem, setProblem] = useState<string>();
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const values = file.size < 10_000 ? parseReceiptFile(await file.text()) : null;
    setProblem(values ? undefined : m.receiptFile);
    if (!values) return;
    await setValues(values, false);
    await setTouched({}, true);
  };
  return (
    <Field
      label="Receipt file (JSON), optional"
      invalid={Boolean(problem)}
      errorText={problem}
      helperText={<Text as="span">Or load the JSON receipt you downloaded after bidding.</Text>}
    >
      <Input
        type="file"
        accept=".json,application/json"
        onChange={(event) => void handleFile(event)}
        height="auto"
        py="1.5"
        fontSize="sm"
      />
    </Field>
  );
}
