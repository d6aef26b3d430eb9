import {
  BriefcaseBusiness,
  ClipboardList,
  FolderKanban,
  MessageSquare,
  Send,
  UserRound,
  Wallet,
} from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { S } from '../../strings.ts';
import { AccountIdentity, HeaderAccount, withAdminEntry } from './account-menu.tsx';
import { HeaderNavLink, HeaderShell, navIconClass, type NavEntry } from './header-parts.tsx';

const MAIN: NavEntry[] = [
  {
    label: S.nav.messages,
    to: '/chat',
    icon: <MessageSquare aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.myServices,
    to: '/services',
    exact: true,
    icon: <BriefcaseBusiness aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.myProjects,
    to: '/portfolio',
    exact: true,
    icon: <FolderKanban aria-hidden="true" className={navIconClass} />,
  },
  // Not in SPEC's freelancer header: a freelancer's proposals were reachable only from the
  // home page's block (issue 15).
  {
    label: S.nav.proposals,
    to: '/proposals/',
    icon: <Send aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.orders,
    to: '/orders',
    icon: <ClipboardList aria-hidden="true" className={navIconClass} />,
  },
];
const ACCOUNT: NavEntry[] = [
  {
    label: S.nav.profile,
    to: '/profile',
    icon: <UserRound aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.earnings,
    to: '/earnings',
    icon: <Wallet aria-hidden="true" className={navIconClass} />,
  },
];

/** The freelancer header (SPEC.md section 2, Navigation). */
export const FreelancerHeader = () => {
  const user = useMe().data;

  return (
    <HeaderShell>
      <nav aria-label={S.app.mainNav} className="hidden items-center gap-1 md:flex">
        {MAIN.map((entry) => (
          <HeaderNavLink key={entry.to} entry={entry} />
        ))}
      </nav>
      <HeaderAccount
        avatar={<Avatar src={user?.avatar_url} fallback="picture" size="sm" />}
        identity={
          user ? (
            <AccountIdentity
              picture={<Avatar src={user.avatar_url} fallback="picture" alt="" />}
              user={user}
            />
          ) : null
        }
        entries={withAdminEntry(ACCOUNT, user)}
        groups={[{ entries: MAIN }]}
      />
    </HeaderShell>
  );
};
