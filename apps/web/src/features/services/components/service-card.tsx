import { Link } from 'react-router';
import type { TService } from '@marketplace/contract';
import defaultProfilePicture from '../../../assets/default-profile-picture.svg';
import defaultServiceThumbnail from '../../../assets/default-service-thumbnail.svg';
import { formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings.ts';
import { Rating } from '../../../components/ui/star-rating.tsx';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';

/** A service in a grid: the whole card links to /service/:id (the title is the link's name). */
export const ServiceCard = ({ service }: { service: TService }) => {
  const ownerName = `${service.owner.first_name} ${service.owner.last_name}`;
  return (
    <article
      aria-labelledby={`service-${service.id}-title`}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow duration-300 focus-within:ring-2 focus-within:ring-violet-700 hover:shadow-md"
    >
      <div className="overflow-hidden bg-slate-100">
        <img
          src={service.images[0]?.thumbnail_url ?? defaultServiceThumbnail}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <span className="self-start rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800">
          {service.category.name}
        </span>
        <h2
          id={`service-${service.id}-title`}
          className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-violet-800"
        >
          <Link
            to={`/service/${service.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {service.title}
          </Link>
        </h2>
        <p className="flex min-w-0 items-center gap-2 text-xs text-slate-500">
          <img
            src={service.owner.avatar_url ?? defaultProfilePicture}
            alt=""
            className="size-5 shrink-0 rounded-full bg-slate-100 object-cover"
          />
          <span className="truncate">{S.services.by(ownerName)}</span>
          <VerifiedMark verified={service.owner.verified} />
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
          <Rating average={service.rate} count={service.rating_count} compact />
          <span className="text-sm font-semibold text-slate-900">
            {formatMoney(service.price.value)}
          </span>
        </div>
      </div>
    </article>
  );
};
