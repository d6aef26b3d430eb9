import { Link } from 'react-router';
import type { TProject } from '@marketplace/contract';
import defaultProjectThumbnail from '../../../assets/default-project-thumbnail.svg';

/** A portfolio project in a grid: the whole card links to /project/:id. */
export const ProjectCard = ({ project }: { project: TProject }) => (
  <article
    aria-labelledby={`project-${project.id}-title`}
    className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow duration-300 focus-within:ring-2 focus-within:ring-violet-700 hover:shadow-md"
  >
    <div className="overflow-hidden bg-slate-100">
      <img
        src={project.images[0]?.thumbnail_url ?? defaultProjectThumbnail}
        alt=""
        loading="lazy"
        className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
    </div>
    <div className="flex flex-1 flex-col gap-2 p-3">
      <h2
        id={`project-${project.id}-title`}
        className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-violet-800"
      >
        <Link
          to={`/project/${project.id}`}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {project.title}
        </Link>
      </h2>
      {project.skills.length ? (
        <ul className="mt-auto flex flex-wrap gap-1">
          {project.skills.slice(0, 3).map((skill) => (
            <li
              key={skill}
              className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600"
            >
              {skill}
            </li>
          ))}
          {project.skills.length > 3 ? (
            <li className="rounded-full px-1 py-0.5 text-xs text-slate-500">
              +{project.skills.length - 3}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  </article>
);
