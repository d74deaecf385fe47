import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import type { SavedSearch } from '@tender/shared/schemas/saved-searches';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api/api-error';
import { useLookupList, useWorkTypeList } from '../../../lib/forms/lookups';
import { useSavedSearches } from '../api/get-saved-searches';
import { deleteSavedSearch } from '../api/save-saved-search';
import { emptySavedSearch, valuesOf, type SavedSearchPrefill } from '../saved-search-form-rules';
import { SavedSearchCard } from './saved-search-card';
import { SavedSearchForm } from './saved-search-form';

/** What the form edits: nothing (closed), a new search (with the link's filters), or one of the list. */
type Editing =
  { kind: 'closed' } | { kind: 'new'; prefill: SavedSearchPrefill } | { kind: 'edit'; search: SavedSearch };

/** A link from the public list's filter bar opens the new-search form with its filters (?new=1&work_type=&category=). */
function editingFromLink(params: URLSearchParams): Editing {
  if (params.get('new') !== '1') return { kind: 'closed' };
  const prefill: SavedSearchPrefill = {};
  for (const name of ['work_type', 'category', 'name'] as const) {
    const value = params.get(name);
    if (value) prefill[name] = value;
  }
  return { kind: 'new', prefill };
}

/** /saved-searches: the account's saved searches, with their alerts; create, edit, delete. */
export function SavedSearchesPage() {
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(() => editingFromLink(params));
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string }>();
  const [deleting, setDeleting] = useState<number>();
  const { data, error, isLoading, isValidating, mutate } = useSavedSearches();
  const workTypes = useWorkTypeList('label');
  const categories = useLookupList('/tender_category_list', 'label');
  const searches = data?.data ?? [];
  const full = data !== undefined && searches.length >= data.limit;

  const handleSaved = async (message: string) => {
    setEditing({ kind: 'closed' });
    setNotice({ status: 'success', text: message });
    await mutate();
  };

  const handleDelete = async (search: SavedSearch) => {
    setDeleting(search.id);
    try {
      const answer = await deleteSavedSearch(search.id);
      setNotice({ status: 'success', text: answer.message });
      await mutate();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setNotice({ status: 'error', text: failure.message });
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <Stack gap="4">
          {notice ? <Notice status={notice.status}>{notice.text}</Notice> : null}
          {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
          {isLoading ? <LoadingState /> : null}
          {editing.kind === 'closed' && data ? (
            full ? (
              <Text>{m.limitReached}</Text>
            ) : (
              <Button
                alignSelf="flex-start"
                colorPalette="blue"
                onClick={() => setEditing({ kind: 'new', prefill: {} })}
              >
                <Plus aria-hidden="true" />
                New saved search
              </Button>
            )
          ) : null}
          {editing.kind === 'new' ? (
            <SavedSearchForm
              initial={emptySavedSearch(editing.prefill)}
              onSaved={(message) => void handleSaved(message)}
              onCancel={() => setEditing({ kind: 'closed' })}
            />
          ) : null}
          {data && searches.length === 0 ? <Text>{m.empty}</Text> : null}
          {searches.length > 0 ? (
            <Stack as="ul" gap="4" aria-label={m.title}>
              {searches.map((search) =>
                editing.kind === 'edit' && editing.search.id === search.id ? (
                  <li key={search.id} style={{ listStyleType: 'none' }}>
                    <SavedSearchForm
                      initial={valuesOf(search)}
                      searchId={search.id}
                      onSaved={(message) => void handleSaved(message)}
                      onCancel={() => setEditing({ kind: 'closed' })}
                    />
                  </li>
                ) : (
                  <SavedSearchCard
                    key={search.id}
                    search={search}
                    workTypes={workTypes.options}
                    categories={categories.options}
                    busy={deleting === search.id}
                    onEdit={() => setEditing({ kind: 'edit', search })}
                    onDelete={() => void handleDelete(search)}
                  />
                ),
              )}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
