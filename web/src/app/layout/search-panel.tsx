import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Search } from 'lucide-react';
import { type FormEvent, type Ref, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '../../components/ui/input';
import { activeTendersSearchPath, paths } from '../../config/paths';

export const SEARCH_FIELD = 'tender_id';

export type SearchPanelProps = { id: string; inputRef?: Ref<HTMLInputElement>; onSearched: () => void };

/**
 * The header's tender-id search: a GET form to /active-tenders?tender_id=..., which the data page
 * renders filtered, so it works before any script; the live app navigates without a reload.
 */
export function SearchPanel({ id, inputRef, onSearched }: SearchPanelProps) {
  const inputId = useId();
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const tenderId = String(new FormData(form).get(SEARCH_FIELD) ?? '').trim();
    if (!tenderId) {
      form.querySelector<HTMLInputElement>(`[name="${SEARCH_FIELD}"]`)?.focus();
      return;
    }
    navigate(activeTendersSearchPath(tenderId));
    onSearched();
  };

  return (
    <Box
      id={id}
      position="absolute"
      top="100%"
      insetX="0"
      bg="brand.navyLight"
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      boxShadow="lg"
      py="3"
    >
      <Container maxW="6xl">
        <chakra.form
          role="search"
          aria-label="Search tenders by ID"
          action={paths.activeTenders}
          method="get"
          onSubmit={handleSubmit}
        >
          <HStack gap="2">
            {/* Not "Tender ID": the field is in every page's HTML, beside the tender lists' own Tender ID. */}
            <chakra.label htmlFor={inputId} srOnly>
              Search active tenders by ID
            </chakra.label>
            <Input
              ref={inputRef}
              id={inputId}
              name={SEARCH_FIELD}
              placeholder="Search active tenders by tender ID"
              maxLength={60}
              bg="white"
              color="gray.900"
              autoComplete="off"
            />
            <Button type="submit" bg="brand.amber" color="brand.navy" _hover={{ bg: 'orange.200' }}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </HStack>
        </chakra.form>
      </Container>
    </Box>
  );
}
