import { Link } from 'react-router';
import type { TProject, TPublicUser } from '@marketplace/contract';
import defaultProjectThumbnail from '../../../assets/default-project-thumbnail.svg';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Rating } from '../../../components/ui/star-rating.tsx';
import { S } from '../../../strings-proposals.ts';
import { S as PROFILE_TEXT } from '../../../strings-profile.ts';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';

/** SPEC.md section 2: the freelancer's details and projects, from a proposal row. */
export const FreelancerDialog = ({
  open,
  person,
  projects,
  onClose,
}: {
  open: boolean;
  /** The freelancer's profile; undefined while it loads. */
  person: TPublicUser | undefined;
  /** The freelancer's portfolio projects; undefined while they load. */
  projects: TProject[] | undefined;
  onClose: () => void;
}) => (
  <Dialog open={open} onOpenChange={(value) => !value && onClose()}>
    {open ? (
      <DialogContent title={S.proposalFlow.freelancerDetails} size="lg">
        {person ? (
          <FreelancerDetails person={person} projects={projects} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </DialogContent>
    ) : null}
  </Dialog>
);

const FreelancerDetails = ({
  person,
  projects,
}: {
  person: TPublicUser;
  projects: TProject[] | undefined;
}) => {
  const rows: Array<[string, string | null | undefined]> = [
    [S.proposalFlow.country, person.country],
    [S.proposalFlow.email, person.email],
    [S.proposalFlow.telephone, person.telephone],
    [S.proposalFlow.gender, person.gender ? PROFILE_TEXT.profile.genders[person.gender] : null],
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar src={person.avatar_url} name={person.first_name} size="lg" />
        <div>
          <p className="flex flex-wrap items-center gap-x-2 text-lg font-semibold text-slate-900">
            <span>
              {person.first_name} {person.last_name}
            </span>
            <VerifiedMark verified={person.verified} />
          </p>
          <p className="text-sm text-slate-500">@{person.username}</p>
          <Rating average={person.rating.average} count={person.rating.count} className="mt-1" />
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-medium break-all text-slate-900">
              {value || S.proposalFlow.notGiven}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="freelancer-projects">
        <h3 id="freelancer-projects" className="text-sm font-semibold text-slate-900">
          {S.proposalFlow.projects}
        </h3>
        {projects?.length ? (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <Link
                  to={`/project/${project.id}`}
                  className="group block overflow-hidden rounded-lg border border-slate-200"
                >
                  <img
                    src={project.images[0]?.thumbnail_url ?? defaultProjectThumbnail}
                    alt=""
                    className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="block truncate px-2 py-1.5 text-sm text-slate-800">
                    {project.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-500">{S.proposalFlow.noProjects}</p>
        )}
      </section>
    </div>
  );
};
