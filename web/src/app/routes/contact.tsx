import { ContactPage } from '../../features/contacts/components/contact-page';

export function Component() {
  return <ContactPage />;
}
