import { Tabs } from '@chakra-ui/react/tabs';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useSearchParams } from 'react-router-dom';
import { profileTabs, selectedTab, type ProfileData } from '../profile-tabs';
import { ProfileTabForm } from './profile-tab-form';

export type ProfileTabsViewProps = { profile: ProfileData };

/**
 * The tabs of the profile's kind (SPEC §2). The selected tab lives in the URL (?tab=works), so a
 * reload or a link opens it; arrow keys, Home and End move between tabs. A tab's form is made the
 * first time it opens and kept, so switching tabs keeps what was typed. On phones the tab bar scrolls.
 */
export function ProfileTabsView({ profile }: ProfileTabsViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = profileTabs(profile.kind);
  const current = selectedTab(profile.kind, searchParams.get('tab'));

  const handleChange = (slug: string) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', slug);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={current.slug}
      onValueChange={({ value }) => handleChange(value)}
      lazyMount
      variant="line"
      colorPalette="blue"
    >
      <Tabs.List aria-label="Profile sections" overflowX="auto" overflowY="hidden" maxW="full">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.slug} value={tab.slug} flexShrink={0} whiteSpace="nowrap" fontWeight="semibold">
            {tab.spec.tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.slug} value={tab.slug} pt="8">
          <ProfileTabForm spec={tab.spec} profile={profile} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
