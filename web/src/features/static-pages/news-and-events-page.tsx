import { SITE } from '@tender/shared/constants';
import { StaticPage } from './static-page';

export function NewsAndEventsPage() {
  return (
    <StaticPage title="News and Events" lead="Announcements from our office and the events we take part in.">
      <p>
        We publish our news here: new tender categories, changes to the registration process, contractor meets and
        training sessions on bid preparation for registered vendors.
      </p>
      <p>
        There are no announcements at the moment. For anything urgent, call {SITE.phone} or write to {SITE.email}.
      </p>
    </StaticPage>
  );
}
