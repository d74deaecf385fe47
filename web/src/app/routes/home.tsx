import { ContactSection } from '../../features/contacts/components/contact-section';
import { HomePage } from '../../features/home/components/home-page';

export function Component() {
  return <HomePage contactSection={<ContactSection />} />;
}
