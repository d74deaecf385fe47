// /admin/audit: every admin change, newest first, or one record's history (a tender, a registrant,
// the settings, a lookup entry as kind:id, an enquiry). The server lists either everything or one
// record; 'every tender' and the like narrow the pages of everything here, in the browser.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Form, Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { AdminPage } from '../../../components/admin/admin-page';
import { AUDIT_ENTITIES, type AuditEntity } from '../../../lib/admin/get-audit';
import { AuditTrail } from '../../../components/admin/audit-trail';

const ENTITY_LABELS: Record<AuditEntity, string> = {
  tender: 'Tenders',
  registrant: 'Registrants',
  settings: 'Settings',
  lookup: 'Lookups',
  contact: 'Contact enquiries',
};

const ID_PATTERN = /^(?:[1-9]\d{0,15}|basic|(?:tender_category|work_type|document_type|material):[1-9]\d{0,15})$/;

/** What the address asks for, as the server can answer it (an id needs its entity; settings' id is basic). */
export function auditFilterOf(params: URLSearchParams): { entity?: AuditEntity; id?: string } {
  const entity = (AUDIT_ENTITIES as readonly string[]).includes(params.get('entity') ?? '')
    ? (params.get('entity') as AuditEntity)
    : undefined;
  const id = params.get('id')?.trim();
  if (!entity) return {};
  if (entity === 'settings') return { entity, id: 'basic' };
  return id && ID_PATTERN.test(id) ? { entity, id } : { entity };
}

type AuditFilterValues = { entity: string; id: string };

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  const initialValues: AuditFilterValues = {
    entity: filter.entity ?? '',
    id: filter.id && filter.entity !== 'settings' ? filter.id : '',
  };

  const handleSubmit = ({ entity, id }: AuditFilterValues) => {
    const next = new URLSearchParams();
    if (entity) next.set('entity', entity);
    if (entity && entity !== 'settings' && id.trim()) next.set('id', id.trim());
    setParams(next);
  };

  // One record's history comes from the server; a whole kind is read from everything.
  const serverFilter = filter.id ? filter : {};
  const only = filter.entity && !filter.id ? filter.entity : undefined;

  return (
    <AdminPage title="Audit trail" lead="Who changed what, and when; newest first.">
      <Formik initialValues={initialValues} onSubmit={handleSubmit}>
        {({ values }) => (
          <Form noValidate role="search" aria-label="Audit filter">
            <HStack gap="3" align="flex-end" flexWrap="wrap">
              <Box flex="1 1 12rem" minW="0">
                <SelectField
                  name="entity"
                  label="Show"
                  options={AUDIT_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] }))}
                  placeholderOption="Every change"
                />
              </Box>
              <Box flex="1 1 12rem" minW="0">
                <TextField name="id" label="Record id" disabled={!values.entity || values.entity === 'settings'} />
              </Box>
              <Button type="submit" colorPalette="blue" variant="outline">
                Show
              </Button>
            </HStack>
          </Form>
        )}
      </Formik>
      <Text color="gray.600" fontSize="sm" mt="-2">
        Record id: a tender, registrant or enquiry id; a lookup entry as kind:id (work_type:2).
      </Text>
      {only ? (
        <Text color="gray.700" fontSize="sm">
          Showing {ENTITY_LABELS[only].toLowerCase()} only, from the pages of every change.
        </Text>
      ) : null}
      <AuditTrail filter={{ ...serverFilter, limit: only ? 100 : undefined }} showEntity only={only} />
    </AdminPage>
  );
}
