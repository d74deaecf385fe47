import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  return <ContactPage />;
}
