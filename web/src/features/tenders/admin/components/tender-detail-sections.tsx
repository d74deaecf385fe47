// A tender's whole detail on the admin's view page, in the sections of SPEC.md §3's tender detail:
// terms as a description list, work items by work type, documents with their download.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatInr, formatIstDateTime, formatQualifierRange } from '@tender/shared/format';
import { TENDER_DATE_FIELDS } from '@tender/shared/schemas/tender-dates';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminSection } from '../../../../components/admin/admin-section';
import { Notice } from '../../../../components/ui/alert';
import { DATE_LABELS } from '../tender-form-rules';
import { useOpenTenderDocument, type TenderDocumentLink } from '../use-open-tender-document';

type Term = { term: string; value: ReactNode };

function Terms({ items }: { items: Term[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="3">
      {items.map((item) => (
        <Box key={item.term} minW="0">
          <chakra.dt fontSize="sm" color="gray.600">
            {item.term}
          </chakra.dt>
          <chakra.dd ms="0" fontWeight="medium" wordBreak="break-word" whiteSpace="pre-line">
            {item.value}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const basicTerms = (tender: AdminTenderDetail): Term[] => [
  { term: 'Tender reference number', value: tender.tender_reference_number },
  { term: 'Tender type', value: tender.tender_type_name },
  { term: 'Form of contract', value: tender.form_contract_name },
  { term: 'Tender category', value: tender.tender_category_name },
  { term: 'Work type', value: tender.material_work_type_name },
  { term: 'Organisation', value: tender.organization_name },
  { term: 'Location', value: `${tender.location}, ${tender.pin_code}` },
  { term: 'Qualifier range', value: formatQualifierRange(tender.remarks) },
  { term: 'Period of works', value: tender.period_of_works },
  { term: 'Bid validity', value: `${tender.bid_validity_days} days` },
  { term: 'Two-stage bidding allowed', value: yesNo(tender.allow_two_stage_bidding) },
  { term: 'General technical evaluation', value: yesNo(tender.general_technical_evaluation) },
  { term: 'Item-wise evaluation allowed', value: yesNo(tender.item_wise_evaluation_allowed) },
  { term: 'Pre-qualification', value: tender.pre_qualification },
];

const feeTerms = (tender: AdminTenderDetail): Term[] => [
  { term: 'Tender fee', value: formatInr(tender.tender_fee) },
  { term: 'Tender fee payable', value: yesNo(tender.is_paid) },
  { term: 'EMD amount', value: formatInr(tender.emd_amount) },
  { term: 'EMD fee type', value: tender.emd_fee_type_name },
  { term: 'EMD percentage', value: `${tender.emd_percentage} %` },
  { term: 'EMD exemption allowed', value: yesNo(tender.emd_exemption_allowed) },
  { term: 'Pre-bid meeting place', value: tender.pre_bid_meeting_place_name },
  { term: 'Bid opening place', value: tender.pre_bid_opening_place },
];

const dateTerms = (tender: AdminTenderDetail): Term[] =>
  TENDER_DATE_FIELDS.map((field) => ({ term: DATE_LABELS[field], value: formatIstDateTime(tender[field]) }));

const authorityTerms = (tender: AdminTenderDetail): Term[] => [
  { term: 'Name', value: tender.authorized_name },
  { term: 'Address', value: tender.authorized_address },
];

export type TenderDetailsProps = {
  tender: AdminTenderDetail;
  /** Where a document's download link comes from (the Admin's route unless given). */
  documentLink?: TenderDocumentLink;
};

export function TenderDetails({ tender, documentLink }: TenderDetailsProps) {
  return (
    <Stack gap="6">
      <AdminSection title="Basic Details">
        <Terms items={basicTerms(tender)} />
      </AdminSection>
      <AdminSection title="Fees and EMD">
        <Terms items={feeTerms(tender)} />
      </AdminSection>
      <AdminSection title="Critical Dates">
        <Terms items={dateTerms(tender)} />
      </AdminSection>
      <AdminSection title="Work Item Details">
        <WorkItemGroups groups={tender.work_item_groups} />
      </AdminSection>
      <AdminSection title="Tenders Documents">
        <TenderDocuments tender={tender} documentLink={documentLink} />
      </AdminSection>
      <AdminSection title="Tender Inviting Authority">
        <Terms items={authorityTerms(tender)} />
      </AdminSection>
    </Stack>
  );
}

function WorkItemGroups({ groups }: { groups: AdminTenderDetail['work_item_groups'] }) {
  return (
    <Stack gap="4">
      {groups.map((group) => (
        <Box key={group.material_work_type_id}>
          <Heading as="h3" size="md" mb="2">
            {group.material_work_type_name}
          </Heading>
          <Stack as="ul" ps="5" gap="1" listStyleType="disc">
            {group.items.map((item) => (
              <li key={item.id}>
                {item.item_description}: {item.quantity} {item.unit}
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function TenderDocuments({ tender, documentLink }: TenderDetailsProps) {
  const download = useOpenTenderDocument(tender.id, documentLink);
  return (
    <>
      {tender.tender_documents.length === 0 ? <Text color="gray.700">No documents.</Text> : null}
      <Stack as="ul" gap="2" listStyleType="none">
        {tender.tender_documents.map((document) => (
          <HStack as="li" key={document.id} gap="3" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void download.open(document.id)}>
              <Download aria-hidden="true" />
              {document.document_name}
            </Button>
            <Text color="gray.700" fontSize="sm">
              {document.description}
            </Text>
          </HStack>
        ))}
      </Stack>
      {download.problem ? <Notice status="error" title={download.problem} /> : null}
    </>
  );
}
