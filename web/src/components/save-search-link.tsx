import { Button } from '@chakra-ui/react/button';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { BellPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { savedSearchFormPath } from '../config/paths';

export type SaveSearchLinkProps = { filters: { category?: string; work_type?: string } };

/** "Save this search" on the public list's filter bar: the new-search form with the bar's category and work type. */
export function SaveSearchLink({ filters }: SaveSearchLinkProps) {
  return (
    <Button asChild variant="outline">
      <Link to={savedSearchFormPath({ category: filters.category, work_type: filters.work_type })}>
        <BellPlus aria-hidden="true" />
        {m.saveThisSearch}
      </Link>
    </Button>
  );
}
