import {
  AdminSettingsAnswer,
  AdminSettingsChanged,
  SiteLogoParams,
  UpdateSettingsBody,
} from '@tender/shared/schemas/settings-admin';
import { gstinRule, hundredthsRule, uploadRule } from './business-rules';
import { defineRoute } from './route-contract';

const tag = 'Admin: settings';

export const getAdminSettings = defineRoute({
  method: 'GET',
  path: '/admin/settings',
  handler: 'settings/admin/get-settings',
  auth: 'admin',
  tag,
  summary: 'The settings as stored: registration fee, slogan, site url, logo, payment switch and version',
  answers: { 200: AdminSettingsAnswer },
  access: { table: 'read' },
});

export const updateAdminSettings = defineRoute({
  method: 'PUT',
  path: '/admin/settings',
  businessRules: [
    uploadRule('site_logo'),
    hundredthsRule('basic_contractor_registration_fees'),
    gstinRule('company_gstin'),
  ],
  handler: 'settings/admin/update-settings',
  auth: 'admin',
  tag,
  summary:
    'Saves the settings at the version read; a new logo comes from POST /uploads (site_logo). The public reads show it on the next request their cache lets through',
  body: UpdateSettingsBody,
  answers: { 200: AdminSettingsChanged },
  errors: [409],
  // The logo is checked and copied in the bucket; the settings and the audit entry in one transaction.
  access: { table: 'write', writes: ['AUDIT', 'SETTINGS', 'UPLOAD'], bucket: 'write' },
});

export const getSiteLogo = defineRoute({
  method: 'GET',
  path: '/site_logo/{file_name}',
  handler: 'settings/admin/get-site-logo',
  auth: 'public',
  tag: 'Settings',
  summary: 'Redirects to a short-lived link that shows the uploaded site logo (the one site_logo names)',
  params: SiteLogoParams,
  answers: { 302: null },
  // Each answer is a fresh presigned link: never cached.
  access: { table: 'read', bucket: 'read' },
});

export const adminSettingsRoutes = [getAdminSettings, updateAdminSettings, getSiteLogo] as const;
