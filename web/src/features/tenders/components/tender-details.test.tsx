// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from '../../../theme/system';
import { TENDER_SECTIONS, TenderDetails } from './tender-details';

const at = '2026-12-01T11:30:00.000Z';

// Only what the details render; the rest of TenderDetail plays no part here.
const tender = {
  id: 7,
  status: 'active',
  project_name: 'Storm water drains at Wagholi',
  organization_name: 'Pune Municipal Corporation',
  tender_uid: 'PPC/2026/0007',
  tender_reference_number: 'PMC/SWD/26-27/7',
  tender_type_name: 'Open',
  form_contract_name: 'Item Rate',
  tender_category_name: 'Works',
  work_type_name: 'Civil',
  allow_two_stage_bidding: false,
  general_technical_evaluation: true,
  item_wise_evaluation_allowed: false,
  pre_qualification: '',
  remarks: '10000000-50000000',
  bid_validity_days: 90,
  period_of_works: '12 months',
  location: 'Wagholi',
  pin_code: '412207',
  pre_bid_meeting_place_name: '',
  pre_bid_opening_place: '',
  tender_fee: 5900,
  is_paid: true,
  emd_amount: 250000,
  emd_exemption_allowed: false,
  emd_fee_type_name: 'Fixed',
  emd_percentage: 0,
  tender_material_works: [
    { id: 1, material_work_type_name: 'Earth Work', item_description: 'Excavation', quantity: 1200, unit: 'cum' },
  ],
  published_date: at,
  bid_opening_date: at,
  document_download_sale_start_date: at,
  document_download_sale_end_date: at,
  clarification_start_date: at,
  clarification_end_date: at,
  bid_submission_start_date: at,
  bid_submission_end_date: at,
  pre_bid_meeting_date: '',
  tender_documents: [],
  authorized_name: 'Head of Contracts',
  authorized_address: 'Shivajinagar, Pune',
} as unknown as TenderDetail;

describe('TenderDetails', () => {
  it('renders the seven sections as native disclosures, all open in the server HTML (SPEC.md §2)', () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <TenderDetails tender={tender} />
      </ChakraProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const sections = [...page.querySelectorAll('details')];
    expect(sections.map((details) => details.querySelector('summary > h2')?.textContent)).toEqual(
      TENDER_SECTIONS.map((section) => section.title),
    );
    expect(sections.every((details) => details.hasAttribute('open'))).toBe(true);
    // Several may be open at once: no exclusive group.
    expect(sections.some((details) => details.hasAttribute('name'))).toBe(false);
    expect(sections[3]?.textContent).toContain('Excavation');
  });
});
