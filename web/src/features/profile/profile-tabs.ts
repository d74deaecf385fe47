// The profile's tabs by kind (SPEC.md §2 Profile): Contractor Basic, Partner and Staff, Works,
// Machinery Equipments, Certificates, Contacts; Organization Basic, Partner, Works, Documents;
// Builder Company/Firm Details, Director's Details, Bank Details. Each
// is one form of shared/profile-fields.ts; its slug keeps the selected tab in the URL (?tab=works).
import {
  builderProfileForms,
  contractorProfileForms,
  organizationProfileForms,
  type ProfileFormSpec,
} from '@tender/shared/profile-fields';
import type {
  BuilderProfileData,
  ContractorProfileData,
  NoProfileData,
  OrganizationProfileData,
  ProfileAnswer,
} from '@tender/shared/schemas/profile';

export type ProfileKind = 'contractor' | 'organization' | 'builder';
export type ProfileData = ContractorProfileData | OrganizationProfileData | BuilderProfileData;

export type ProfileTab = { slug: string; spec: ProfileFormSpec };

/** 'Partner and Staff' -> 'partner-and-staff'. */
export const tabSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const tabsOf = (forms: readonly ProfileFormSpec[]): ProfileTab[] =>
  forms.map((spec) => ({ slug: tabSlug(spec.tab), spec }));

const TABS: Record<ProfileKind, ProfileTab[]> = {
  contractor: tabsOf(contractorProfileForms),
  organization: tabsOf(organizationProfileForms),
  builder: tabsOf(builderProfileForms),
};

export function profileTabs(kind: ProfileKind): readonly ProfileTab[] {
  return TABS[kind];
}

/** The tab a ?tab= value names, or the first (Basic) for none or an unknown one. */
export function selectedTab(kind: ProfileKind, slug: string | null): ProfileTab {
  const tabs = TABS[kind];
  return tabs.find((tab) => tab.slug === slug) ?? (tabs[0] as ProfileTab);
}

/** The whole profile when the account has one to edit (a contractor, an organisation or a builder). */
export function editableProfile(answer: ProfileAnswer['data']): ProfileData | null {
  return 'kind' in answer ? answer : null;
}

export type { NoProfileData };
