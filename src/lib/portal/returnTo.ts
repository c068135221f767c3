// Where Log In goes: the portal address the vet was sent away from (a deep link to a panel), else the portal.

/** What the redirect to Log In carries in the history entry's state. */
export interface ReturnState {
  from: string;
}

const PORTAL = '/vet-profile';

/** Only portal addresses are returned to: anything else goes to the portal as the spec has it. */
const isPortalAddress = (path: string) => path === PORTAL || path.startsWith(`${PORTAL}?`);

/** The state for a redirect to Log In from `location` (nothing worth keeping: undefined). */
export function returnState({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): ReturnState | undefined {
  const from = `${pathname}${search}`;
  return from !== PORTAL && isPortalAddress(from) ? { from } : undefined;
}

/** The address to go to after Log In, from the state the redirect carried. */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && isPortalAddress(from) ? from : PORTAL;
}
