import type { TManagedProperty } from '@habitat/shared';
import { useParams } from 'react-router';
import { QueryState } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { useManagedRequest } from '../requests/api';
import { RequestView } from '../requests/request-view';

function RequestDetail(props: { id: number; property: TManagedProperty }) {
  const query = useManagedRequest(props.id);
  return (
    <QueryState query={query}>
      {(request) => <RequestView request={request} property={props.property} />}
    </QueryState>
  );
}

/** /manage/requests/:id: one request, its thread and what the manager can do with it. */
export function ManageRequestPage() {
  const id = Number(useParams().id);
  return <PropertyGate>{(property) => <RequestDetail id={id} property={property} />}</PropertyGate>;
}
