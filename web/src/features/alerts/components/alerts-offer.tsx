import { Button } from '@chakra-ui/react/button';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { BellPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Notice } from '../../../components/ui/alert';
import { savedSearchFormPath } from '../../../config/paths';
import { useWorkTypeList } from '../../../lib/forms/lookups';
import { useOwnWorkType } from '../api/get-own-work-type';
import { useSavedSearches } from '../api/get-saved-searches';

/**
 * The contractor's first saved search, offered from its profile's work type: shown
 * on its dashboard while it has no saved search; the button opens the form with the work type set.
 */
export function AlertsOffer() {
  const searches = useSavedSearches();
  const workTypeId = useOwnWorkType(searches.data?.data.length === 0);
  const workTypes = useWorkTypeList('label');
  const workType = workTypes.options.find((option) => option.value === String(workTypeId));
  if (!workType || searches.data?.data.length !== 0) return null;
  return (
    <Notice
      status="info"
      title={m.offer(workType.label)}
      action={
        <Button asChild colorPalette="blue" size="sm">
          <Link to={savedSearchFormPath({ work_type: workType.value, name: `${workType.label} tenders` })}>
            <BellPlus aria-hidden="true" />
            {m.offer(workType.label)}
          </Link>
        </Button>
      }
    >
      {m.offerLead}
    </Notice>
  );
}
