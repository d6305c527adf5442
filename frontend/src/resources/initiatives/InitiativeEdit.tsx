import { Edit, useGetRecordId } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { InitiativeForm } from './InitiativeForm';

export function InitiativeEdit() {
  const id = useGetRecordId();
  return (
    <>
      <PageHeader title="Edit Initiative" />
      <Edit title={false} actions={false} mutationMode="pessimistic">
        <InitiativeForm initiativeId={id} />
      </Edit>
    </>
  );
}
