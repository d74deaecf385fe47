// The admin area: one lazy chunk behind <RequireAuth> and <RequireAdmin>, its pages as
// routes inside the admin layout. The public pages never load any of it.
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotFoundView } from '../../components/not-found-view';
import { AuditPage } from '../../features/audit/admin/audit-page';
import { CorrigendumProposalsPage } from '../../features/corrigenda/admin/corrigendum-proposals-page';
import { EnquiriesPage } from '../../features/contacts/admin/enquiries-page';
import { ErasureRequestsPage } from '../../features/erasure/admin/erasure-requests-page';
import { EnquiryPage } from '../../features/contacts/admin/enquiry-page';
import { LookupsPage } from '../../features/lookups/admin/lookups-page';
import { PaymentsPage } from '../../features/payments/admin/payments-page';
import { RegistrantPage } from '../../features/registrants/admin/registrant-page';
import { RegistrantsPage } from '../../features/registrants/admin/registrants-page';
import { SettingsPage } from '../../features/settings/admin/settings-page';
import { AdminLayout } from '../../components/admin/admin-layout';
import {
  RetenderPage,
  TenderCreatePage,
  TenderEditPage,
} from '../../features/tenders/admin/components/tender-edit-pages';
import { TenderViewPage } from '../../features/tenders/admin/components/tender-view-page';
import { TendersPage } from '../../features/tenders/admin/components/tenders-page';

/** A page that takes the record id of the address: a positive whole number, or Not Found. */
function withId(Page: ComponentType<{ id: number }>) {
  return function IdRoute() {
    const { id } = useParams();
    if (!id || !/^[1-9]\d{0,15}$/.test(id)) return <NotFoundView />;
    return <Page key={id} id={Number(id)} />;
  };
}

const TenderView = withId(TenderViewPage);
const TenderEdit = withId(TenderEditPage);
const Retender = withId(RetenderPage);
const Registrant = withId(RegistrantPage);
const Enquiry = withId((props) => <EnquiryPage {...props} editing={false} />);
const EnquiryEdit = withId((props) => <EnquiryPage {...props} editing />);

export function Component() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<Navigate to="tenders" replace />} />
        <Route path="tenders" element={<TendersPage />} />
        <Route path="tenders/new" element={<TenderCreatePage />} />
        <Route path="tenders/:id" element={<TenderView />} />
        <Route path="tenders/:id/edit" element={<TenderEdit />} />
        <Route path="tenders/:id/retender" element={<Retender />} />
        <Route path="registrants" element={<RegistrantsPage />} />
        <Route path="registrants/:id" element={<Registrant />} />
        <Route path="enquiries" element={<EnquiriesPage />} />
        <Route path="enquiries/:id" element={<Enquiry />} />
        <Route path="enquiries/:id/edit" element={<EnquiryEdit />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="lookups" element={<LookupsPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="erasures" element={<ErasureRequestsPage />} />
        <Route path="corrigenda" element={<CorrigendumProposalsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </AdminLayout>
  );
}
