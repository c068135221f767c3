// The team filters and the Create Team Member checks, as pure functions.
import { teamMsg } from '@/features/team/messages';
import { describe, expect, it } from 'vitest';
import { filterTeam, type TeamFilter } from '@/features/team/filterTeam';
import { sampleTeam } from '@/features/team/sampleTeam';
import { validateNewMember } from '@/features/team/validateNewMember';
import { distinctValues } from '@/lib/lists/listFilter';

/** Nothing chosen: every select on "All", no search words. */
const NO_TEAM_FILTER: TeamFilter = { query: '', vehicle: '', location: '' };

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('filterTeam', () => {
  it('keeps everyone when nothing is chosen', () => {
    expect(filterTeam(sampleTeam, NO_TEAM_FILTER)).toHaveLength(sampleTeam.length);
  });

  it('narrows by vehicle, by location and by both', () => {
    expect(ids(filterTeam(sampleTeam, { ...NO_TEAM_FILTER, vehicle: 'Bakkie' }))).toEqual([
      'tm-1',
      'tm-4',
    ]);
    expect(
      ids(filterTeam(sampleTeam, { ...NO_TEAM_FILTER, location: 'Ermelo, Mpumalanga' })),
    ).toEqual(['tm-4', 'tm-6']);
    expect(
      ids(
        filterTeam(sampleTeam, {
          query: '',
          vehicle: 'Motorbike',
          location: 'Ermelo, Mpumalanga',
        }),
      ),
    ).toEqual(['tm-6']);
  });

  it('searches names, emails and status, ignoring case', () => {
    const search = (query: string) => ids(filterTeam(sampleTeam, { ...NO_TEAM_FILTER, query }));
    expect(search('ZULU')).toEqual(['tm-1']);
    expect(search('marike.venter@')).toEqual(['tm-2']);
    expect(search('pending')).toEqual(['tm-3', 'tm-5']);
    expect(search('ruan villiers')).toEqual(['tm-5']);
    expect(search('nobody')).toEqual([]);
  });

  it('offers each vehicle once, sorted', () => {
    expect(distinctValues(sampleTeam, (member) => member.vehicle)).toEqual([
      'Bakkie',
      'Motorbike',
      'No vehicle',
      'Truck',
    ]);
  });
});

describe('validateNewMember', () => {
  it('requires a name and a surname', () => {
    expect(validateNewMember({ name: ' ', surname: '', email: '' })).toEqual({
      name: teamMsg.nameRequired,
      surname: teamMsg.surnameRequired,
    });
  });

  it('accepts a member without an email, and refuses a malformed one', () => {
    expect(validateNewMember({ name: 'Lindiwe', surname: 'Khoza', email: '' })).toEqual({});
    expect(validateNewMember({ name: 'Lindiwe', surname: 'Khoza', email: 'lindiwe@' })).toEqual({
      email: teamMsg.emailInvalid,
    });
    // The contract's rule, as the server applies it: no empty part in the domain.
    expect(
      validateNewMember({ name: 'Lindiwe', surname: 'Khoza', email: 'lindiwe@clinic..example' }),
    ).toEqual({ email: teamMsg.emailInvalid });
    expect(
      validateNewMember({ name: 'Lindiwe', surname: 'Khoza', email: 'lindiwe@clinic.example' }),
    ).toEqual({});
  });
});
