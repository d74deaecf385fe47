/**
 * Opens a short-lived link in a new tab: the tab opens at once (inside the click, so no popup
 * blocker stops it) and goes to the link when it arrives; it cannot reach back to this page.
 */
export async function openLink(link: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await link();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
