// Team Members: the list (with Add New Member) or one member's screen, chosen by the URL.
import { teamMsg } from './messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { PreviewPanel } from '@/components/PreviewPanel';
import { notify } from '@/lib/toasts/toast';
import { CreateMemberForm } from './CreateMemberForm';
import { memberName } from './filterTeam';
import { teamListHref } from './teamLinks';
import { TeamMemberDetail } from './TeamMemberDetail';
import { TeamTable } from './TeamTable';
import type { ClinicDetails, TeamMember } from './types';
import './team.css';

interface TeamMembersProps {
  members: readonly TeamMember[];
  clinic: ClinicDetails;
}

export function TeamMembers({ members, clinic }: TeamMembersProps) {
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const wantedId = params.get('member');
  const member = wantedId ? members.find((entry) => entry.id === wantedId) : undefined;

  const screen = () => {
    if (member) {
      return <TeamMemberDetail member={member} clinic={clinic} backHref={teamListHref()} />;
    }
    if (wantedId) {
      return (
        <>
          <p>This team member was not found.</p>
          <Link to={teamListHref()}>Back to Team Members</Link>
        </>
      );
    }
    return (
      <>
        <div className="button-row list-actions">
          <Button onClick={() => setCreating(true)}>Add New Member</Button>
        </div>
        <TeamTable members={members} />
        <Dialog open={creating} title="Create Team Member" onClose={() => setCreating(false)}>
          <CreateMemberForm
            onCancel={() => setCreating(false)}
            onSend={(invited) => {
              setCreating(false);
              notify.info(teamMsg.invitationPreview(memberName(invited)));
            }}
          />
        </Dialog>
      </>
    );
  };

  return (
    <PreviewPanel title="Team Members" className="team-panel">
      {screen()}
    </PreviewPanel>
  );
}
