import { Stack } from '@chakra-ui/react/stack';
import {
  completedWorksList,
  contactPersonsList,
  directorProprietorList,
  equipmentList,
  ongoingWorksList,
  qualityCertificatesList,
  technicalStaffList,
  turnoversList,
} from '@tender/shared/registration-fields';
import { ListEditor } from '../../../components/form/list-editor';

const phone = { mobile_no: { autoComplete: 'tel-national' } } as const;

/** Step 2, the Pre Qualification Form: the eight lists (SPEC §2), turnover fixed to the previous three years. */
export function VendorStepTwo() {
  return (
    <Stack gap="10">
      <ListEditor list={directorProprietorList} />
      <ListEditor list={technicalStaffList} />
      <ListEditor list={equipmentList} />
      <ListEditor list={completedWorksList} description="Works completed in the last 3 years. Costs in Rs Lakhs." />
      <ListEditor list={ongoingWorksList} description="Costs in Rs Lakhs." />
      <ListEditor
        list={turnoversList}
        fixedRows
        readOnlyFields={['year']}
        rowTitle={(row) => `Turnover ${String(row.year)}`}
        description="Turnover of each of the previous three calendar years, in Rs Lakhs, with its certificate."
      />
      <ListEditor
        list={qualityCertificatesList}
        description="Optional: leave the row empty if you hold no quality certificate."
      />
      <ListEditor list={contactPersonsList} fieldProps={phone} />
    </Stack>
  );
}
