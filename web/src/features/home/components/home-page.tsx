import type { ReactNode } from 'react';
import { useBackgroundData } from '../../../lib/api/use-background-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSettingsBasicInfo } from '../../../lib/settings/get-settings-basic-info';
import { useTenderList } from '../api/get-tender-list';
import { selectHomeTenders } from '../home-tenders';
import { Hero } from './hero';
import { MarketingClaims } from './marketing-claims';
import { Services } from './services';
import { UpcomingTenders } from './upcoming-tenders';
import { WorksGallery } from './works-gallery';
import { usePageNow } from '../../../lib/use-page-now';

export type HomePageProps = {
  /** The contact section, composed by the app (features do not import each other). */
  contactSection: ReactNode;
};

export function HomePage({ contactSection }: HomePageProps) {
  useDocumentTitle('Construction Tenders in Pune');
  // SPEC.md §8: a failed tender list leaves both blocks without cards, silently.
  const tenderList = useTenderList();
  const { data, loading: isLoading } = useBackgroundData(tenderList);
  const settings = useSettingsBasicInfo();
  const { openNow, upcoming } = selectHomeTenders(data?.data.data ?? [], usePageNow());
  return (
    <>
      <Hero slogan={settings.data?.data.site_slogan} tenders={openNow} loading={isLoading} />
      <UpcomingTenders tenders={data ? upcoming : undefined} loading={isLoading} />
      <Services />
      <WorksGallery />
      <MarketingClaims />
      {contactSection}
    </>
  );
}
