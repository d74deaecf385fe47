import { Text } from '@chakra-ui/react/text';
import { receiptMessages as m } from '@tender/shared/bid-messages';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { usePickedFile } from '../../../lib/upload/use-picked-file';
import { parseReceiptFile, type ReceiptValues } from '../receipt-schema';

/** Fills the receipt form from the JSON receipt the bid page downloads (typing stays possible). */
export function ReceiptFileLoader() {
  const { setValues, setTouched } = useFormikContext<ReceiptValues>();
  const [problem, setProblem] = useState<string>();
  const fileInput = usePickedFile(async (file: File) => {
    const values = file.size < 10_000 ? parseReceiptFile(await file.text()) : null;
    setProblem(values ? undefined : m.receiptFile);
    if (!values) return;
    await setValues(values, false);
    await setTouched({}, true);
  });
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
        ref={fileInput.ref}
        onChange={fileInput.onChange}
        height="auto"
        py="1.5"
        fontSize="sm"
      />
    </Field>
  );
}
