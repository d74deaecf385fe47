import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '../../components/ui/input';
import { activeTendersSearchPath } from '../../config/paths';

export type SearchPanelProps = { id: string; onClose: () => void };

/** The header's tender-id search: goes to /active-tenders?tender_id=... */
export function SearchPanel({ id, onClose }: SearchPanelProps) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tenderId = value.trim();
    if (!tenderId) {
      inputRef.current?.focus();
      return;
    }
    navigate(activeTendersSearchPath(tenderId));
    onClose();
  };

  return (
    <Box id={id} bg="brand.navyLight" borderTopWidth="1px" borderColor="whiteAlpha.300" py="3">
      <Container maxW="6xl">
        <chakra.form
          role="search"
          aria-label="Search tenders by ID"
          onSubmit={handleSubmit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
        >
          <HStack gap="2">
            <chakra.label htmlFor={inputId} srOnly>
              Tender ID
            </chakra.label>
            <Input
              ref={inputRef}
              id={inputId}
              name="tender_id"
              value={value}
              onChange={(event) => setValue(event.target.value)}
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
