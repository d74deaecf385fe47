import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatIndianNumber, formatInr, formatIstDateTime, formatQualifierRange } from '@tender/shared/format';
import type { TenderDetail, TenderWorkItem } from '@tender/shared/schemas/tender';
import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { AccordionList } from '../../../components/ui/accordion';

export type TenderDetailsProps = { tender: TenderDetail };

type Fact = { term: string; value: ReactNode };

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
const orDash = (value: string): string => (value.trim() ? value : '—');
const dateTime = (value: string): string => (value ? formatIstDateTime(value) : '—');

export const TENDER_SECTIONS = [
  { value: 'basic', title: 'Basic Details' },
  { value: 'tender-fee', title: 'Tender Fee Details' },
  { value: 'emd-fee', title: 'EMD Fee Details' },
  { value: 'work-items', title: 'Work Item Details' },
  { value: 'critical-dates', title: 'Critical Dates' },
  { value: 'documents', title: 'Tenders Documents' },
  { value: 'authority', title: 'Tender Inviting Authority' },
] as const;

type SectionValue = (typeof TENDER_SECTIONS)[number]['value'];

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} columnGap="8" rowGap="4">
      {facts.map((fact) => (
        <Box key={fact.term} borderBottomWidth="1px" borderColor="gray.100" pb="3">
          <Text as="dt" fontSize="sm" color="gray.600">
            {fact.term}
          </Text>
          <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function groupWorkItems(items: readonly TenderWorkItem[]): [string, TenderWorkItem[]][] {
  const groups = new Map<string, TenderWorkItem[]>();
  for (const item of items) {
    const list = groups.get(item.material_work_type_name) ?? [];
    list.push(item);
    groups.set(item.material_work_type_name, list);
  }
  return [...groups.entries()];
}

function WorkItems({ items }: { items: readonly TenderWorkItem[] }) {
  if (items.length === 0) return <Text color="gray.700">No work items are listed for this tender.</Text>;
  return (
    <Stack gap="6">
      {groupWorkItems(items).map(([group, rows]) => (
        <Box key={group}>
          <Heading as="h3" size="sm" mb="2">
            {group}
          </Heading>
          <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" borderRadius="md">
            <chakra.table width="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
              <chakra.caption srOnly>Work items: {group}</chakra.caption>
              <chakra.thead bg="gray.50">
                <tr>
                  <chakra.th scope="col" textAlign="start" p="2">
                    #
                  </chakra.th>
                  <chakra.th scope="col" textAlign="start" p="2">
                    Item description
                  </chakra.th>
                  <chakra.th scope="col" textAlign="end" p="2">
                    Quantity
                  </chakra.th>
                  <chakra.th scope="col" textAlign="start" p="2">
                    Unit
                  </chakra.th>
                </tr>
              </chakra.thead>
              <tbody>
                {rows.map((row, index) => (
                  <chakra.tr key={row.id} borderTopWidth="1px" borderColor="gray.100">
                    <chakra.td p="2">{index + 1}</chakra.td>
                    <chakra.td p="2" minW="12rem">
                      {row.item_description}
                    </chakra.td>
                    <chakra.td p="2" textAlign="end">
                      {formatIndianNumber(row.quantity)}
                    </chakra.td>
                    <chakra.td p="2">{row.unit}</chakra.td>
                  </chakra.tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Documents({ tender }: TenderDetailsProps) {
  if (tender.tender_documents.length === 0)
    return <Text color="gray.700">No documents are attached to this tender yet.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {tender.tender_documents.map((document) => (
        <HStack
          as="li"
          key={document.id}
          align="flex-start"
          gap="3"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          p="3"
        >
          <Box color="blue.700" mt="0.5">
            <FileText aria-hidden="true" size={20} />
          </Box>
          <Box flex="1" minW="0">
            <chakra.a
              href={document.download_url}
              download
              color="blue.700"
              fontWeight="semibold"
              textDecoration="underline"
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              overflowWrap="anywhere"
            >
              {document.document_name}
              <Download aria-hidden="true" size={16} />
              <Box as="span" srOnly>
                (download)
              </Box>
            </chakra.a>
            {document.description ? (
              <Text fontSize="sm" color="gray.700" mt="1">
                {document.description}
              </Text>
            ) : null}
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}

function sectionBody(value: SectionValue, tender: TenderDetail): ReactNode {
  switch (value) {
    case 'basic':
      return (
        <FactList
          facts={[
            { term: 'Tender reference number', value: orDash(tender.tender_reference_number) },
            { term: 'Tender ID', value: tender.tender_uid },
            { term: 'Tender type', value: orDash(tender.tender_type_name) },
            { term: 'Form of contract', value: orDash(tender.form_contract_name) },
            { term: 'Tender category', value: orDash(tender.tender_category_name) },
            { term: 'Work type', value: orDash(tender.work_type_name) },
            { term: 'Allow two stage bidding', value: yesNo(tender.allow_two_stage_bidding) },
            { term: 'General technical evaluation allowed', value: yesNo(tender.general_technical_evaluation) },
            { term: 'Item wise evaluation allowed', value: yesNo(tender.item_wise_evaluation_allowed) },
            { term: 'Pre-qualification', value: orDash(tender.pre_qualification) },
            { term: 'Qualifier range', value: formatQualifierRange(tender.remarks) },
            { term: 'Bid validity', value: `${tender.bid_validity_days} days` },
            { term: 'Period of works', value: orDash(tender.period_of_works) },
            { term: 'Location', value: orDash(tender.location) },
            { term: 'Pin code', value: orDash(tender.pin_code) },
            { term: 'Pre-bid meeting place', value: orDash(tender.pre_bid_meeting_place_name) },
            { term: 'Pre-bid opening place', value: orDash(tender.pre_bid_opening_place) },
          ]}
        />
      );
    case 'tender-fee':
      return (
        <FactList
          facts={[
            { term: 'Tender fee', value: formatInr(tender.tender_fee) },
            { term: 'Tender fee payable', value: yesNo(tender.is_paid) },
          ]}
        />
      );
    case 'emd-fee':
      return (
        <FactList
          facts={[
            { term: 'EMD amount', value: formatInr(tender.emd_amount) },
            { term: 'EMD exemption allowed', value: yesNo(tender.emd_exemption_allowed) },
            { term: 'EMD fee type', value: orDash(tender.emd_fee_type_name) },
            { term: 'EMD percentage', value: `${tender.emd_percentage}%` },
          ]}
        />
      );
    case 'work-items':
      return <WorkItems items={tender.tender_material_works} />;
    case 'critical-dates':
      return (
        <FactList
          facts={[
            { term: 'Published date', value: dateTime(tender.published_date) },
            { term: 'Bid opening date', value: dateTime(tender.bid_opening_date) },
            { term: 'Document download / sale start date', value: dateTime(tender.document_download_sale_start_date) },
            { term: 'Document download / sale end date', value: dateTime(tender.document_download_sale_end_date) },
            { term: 'Clarification start date', value: dateTime(tender.clarification_start_date) },
            { term: 'Clarification end date', value: dateTime(tender.clarification_end_date) },
            { term: 'Bid submission start date', value: dateTime(tender.bid_submission_start_date) },
            { term: 'Bid submission end date', value: dateTime(tender.bid_submission_end_date) },
            { term: 'Pre-bid meeting date', value: dateTime(tender.pre_bid_meeting_date) },
          ]}
        />
      );
    case 'documents':
      return <Documents tender={tender} />;
    case 'authority':
      return (
        <FactList
          facts={[
            { term: 'Name', value: orDash(tender.authorized_name) },
            { term: 'Address', value: orDash(tender.authorized_address) },
          ]}
        />
      );
  }
}

const statusLabels: Record<TenderDetail['status'], string> = {
  active: 'Active',
  closed: 'Closed',
  cancelled: 'Cancelled',
  retendered: 'Re-tendered',
  awarded: 'Awarded',
  unsuccessful: 'Unsuccessful',
};

/** SPEC.md §2 tender details: seven collapsible sections, all open at first, every one keyboard operable. */
const statusColours: Record<TenderDetail['status'], { bg: string; color: string }> = {
  active: { bg: 'green.100', color: 'green.800' },
  closed: { bg: 'blue.100', color: 'blue.800' },
  cancelled: { bg: 'red.100', color: 'red.800' },
  retendered: { bg: 'green.100', color: 'green.800' },
  awarded: { bg: 'purple.100', color: 'purple.800' },
  unsuccessful: { bg: 'gray.100', color: 'gray.800' },
};

/** The header's line about bidding: when it ends, or that it has ended and the bids are being evaluated. */
export function biddingLine(tender: Pick<TenderDetail, 'status' | 'bid_submission_end_date'>): string {
  const end = formatIstDateTime(tender.bid_submission_end_date);
  if (tender.status === 'closed') return `Closed for bids on ${end}; under evaluation`;
  if (tender.status === 'awarded') return `Closed for bids on ${end}; awarded`;
  if (tender.status === 'unsuccessful') return `Closed for bids on ${end}; ended without an award`;
  return `Bid submission ends ${end}`;
}

export function TenderDetails({ tender }: TenderDetailsProps) {
  return (
    <>
      <Box bg="brand.navy" color="white" py={{ base: '8', md: '12' }}>
        <Container maxW="6xl">
          <HStack gap="2" mb="3" flexWrap="wrap">
            <Badge {...statusColours[tender.status]}>{statusLabels[tender.status]}</Badge>
            <Badge bg="orange.100" color="orange.800">
              {tender.work_type_name}
            </Badge>
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {tender.project_name}
          </Heading>
          <Text mt="2" color="gray.100">
            Tender ID {tender.tender_uid} · {tender.organization_name} · {biddingLine(tender)}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <AccordionList
          multiple
          defaultValue={TENDER_SECTIONS.map((section) => section.value)}
          items={TENDER_SECTIONS.map((section) => ({
            value: section.value,
            title: section.title,
            content: sectionBody(section.value, tender),
          }))}
        />
      </Container>
    </>
  );
}
