import { Button } from '@chakra-ui/react/button';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { BellPlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { savedSearchFormPath } from '../config/paths';

type SearchFilters = { category?: string; work_type?: string };

export type SaveSearchLinkProps = {
  /** The filters of the address: the link's target before the app runs. */
  filters: SearchFilters;
};

/** The category and work type chosen in the form around the link (its fields are uncontrolled). */
function chosenFilters(form: HTMLFormElement): SearchFilters {
  const data = new FormData(form);
  const valueOf = (name: keyof SearchFilters) => {
    const value = data.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  return { category: valueOf('category'), work_type: valueOf('work_type') };
}

/**
 * "Save this search" on the public list's filter bar: the new-search form with the bar's category and
 * work type, as chosen when it is clicked (without the app: as the address has them).
 */
export function SaveSearchLink({ filters }: SaveSearchLinkProps) {
  const navigate = useNavigate();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest('form');
    if (!form || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(savedSearchFormPath(chosenFilters(form)));
  };

  return (
    <Button asChild variant="outline" type={undefined}>
      <Link
        to={savedSearchFormPath({ category: filters.category, work_type: filters.work_type })}
        onClick={handleClick}
      >
        <BellPlus aria-hidden="true" />
        {m.saveThisSearch}
      </Link>
    </Button>
  );
}
