import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { S } from '../../../strings.ts';

/** Quick search: goes to /all_services with the query as `title` (SPEC.md section 2). */
export const ServiceSearchForm = ({ initialTitle = '' }: { initialTitle?: string }) => {
  const [title, setTitle] = useState(initialTitle);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = title.trim();
        void navigate(
          query ? `/all_services?${new URLSearchParams({ title: query })}` : '/all_services',
        );
      }}
      className="flex w-full gap-2"
    >
      <label htmlFor="service-search" className="sr-only">
        {S.home.searchServices}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id="service-search"
          type="search"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={S.home.search}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-violet-600 focus:outline-2 focus:outline-offset-0 focus:outline-violet-600"
        />
      </div>
      <Button type="submit">{S.home.searchButton}</Button>
    </form>
  );
};
