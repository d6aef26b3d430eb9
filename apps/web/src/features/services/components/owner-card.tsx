import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TService } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';

/** Who offers a service or made a project, linking to their portfolio. */
export const OwnerCard = ({ owner, heading }: { owner: TService['owner']; heading: string }) => (
  <Card className="p-5">
    <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h2>
    <Link
      to={`/portfolio/${encodeURIComponent(owner.username)}`}
      className="group mt-3 flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-700"
    >
      <Avatar src={owner.avatar_url} name={owner.first_name} fallback="picture" />
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-medium text-slate-900 group-hover:text-violet-800">
            {owner.first_name} {owner.last_name}
          </span>
          <VerifiedMark verified={owner.verified} />
        </span>
        <span className="block truncate text-sm text-slate-500">@{owner.username}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-4 text-slate-400 group-hover:text-violet-700"
      />
    </Link>
  </Card>
);
