// The team member screen: VET Details, Clinic Details and the member's Order History.
import { Link } from '@/components/Link';
import { FactGrid } from '@/components/FactGrid';
import { useFocusOnMount } from '@/lib/hooks/useFocusOnMount';
import { memberName } from './filterTeam';
import { MemberStatusBadge } from './MemberStatusBadge';
import { OrderHistoryTable } from './OrderHistoryTable';
import type { ClinicDetails, TeamMember } from './types';

interface TeamMemberDetailProps {
  member: TeamMember;
  clinic: ClinicDetails;
  backHref: string;
}

/** Facts with "—" for what is not known. */
function Facts({ facts }: { facts: [string, string][] }) {
  return <FactGrid facts={facts.map(([term, value]) => [term, value || '—'] as const)} />;
}

export function TeamMemberDetail({ member, clinic, backHref }: TeamMemberDetailProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="member-title">
      <Link to={backHref} className="back-link">
        <span aria-hidden="true">← </span>Back to Team Members
      </Link>
      <h3 id="member-title" ref={heading} tabIndex={-1}>
        {memberName(member)}
      </h3>
      <p>
        Status: <MemberStatusBadge status={member.status} />
      </p>
      <section className="card" aria-labelledby="vet-details-title">
        <h4 id="vet-details-title">VET Details</h4>
        <Facts
          facts={[
            ['Name', member.name],
            ['Surname', member.surname],
            ['Email Address', member.email ?? ''],
            ['Phone', member.phone ?? ''],
            ['Role', member.role],
            ['Qualification', member.qualification],
            ['SAVC registration', member.savcNumber ?? ''],
            ['Vehicle', member.vehicle],
            ['Location', member.location],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="clinic-details-title">
        <h4 id="clinic-details-title">Clinic Details</h4>
        <Facts
          facts={[
            ['Clinic name', clinic.name],
            ['Clinic phone', clinic.phone],
            ['Address', clinic.address],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="order-history-title">
        <h4 id="order-history-title">Order History</h4>
        <OrderHistoryTable orders={member.orders} />
      </section>
    </section>
  );
}
