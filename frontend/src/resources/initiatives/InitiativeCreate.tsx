import { Create } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { InitiativeForm } from './InitiativeForm';

export function InitiativeCreate() {
  return (
    <>
      <PageHeader title="Add Initiative" />
      <Create title={false}>
        <InitiativeForm />
      </Create>
    </>
  );
}
