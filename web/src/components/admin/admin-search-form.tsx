// An admin list's search: a text sent with Search (the list's q), and filters under it that apply
// when chosen. The address holds both, so a list can be linked to and reloaded.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Form, Formik } from 'formik';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextField } from '../form/text-field';

export type AdminSearchFormProps = {
  /** The search region's name ('Search registrants'). */
  label: string;
  /** The text field's label. */
  fieldLabel: string;
  /** The search the address holds. */
  q: string;
  /** Search pressed: the text as typed, trimmed; undefined when empty. */
  onSearch: (q: string | undefined) => void;
  /** The filters (selects applied when chosen). */
  children?: ReactNode;
};

export function AdminSearchForm({ label, fieldLabel, q, onSearch, children }: AdminSearchFormProps) {
  return (
    <Formik initialValues={{ q }} onSubmit={(values) => onSearch(values.q.trim() || undefined)}>
      <Form role="search" aria-label={label} noValidate>
        <Stack gap="3">
          <HStack gap="3" align="flex-end" flexWrap="wrap">
            <Box flex="1 1 16rem" minW="0">
              <TextField name="q" label={fieldLabel} maxLength={100} />
            </Box>
            <Button type="submit" colorPalette="blue" variant="outline">
              <Search aria-hidden="true" />
              Search
            </Button>
          </HStack>
          {children ? (
            <HStack gap="3" flexWrap="wrap">
              {children}
            </HStack>
          ) : null}
        </Stack>
      </Form>
    </Formik>
  );
}
