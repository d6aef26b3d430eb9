import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLinkItem,
  MenuTrigger,
} from '../../../components/ui/menu.tsx';
import { S } from '../../../strings-jobs.ts';

/** The job card's menu, for the client who owns it: 'Edit job post' and 'Delete job post'. */
export const JobMenu = ({
  id,
  title,
  onDelete,
}: {
  id: number;
  title: string;
  onDelete: () => void;
}) => (
  <Menu>
    <MenuTrigger
      aria-label={S.jobBoard.jobMenu(title)}
      className="cursor-pointer rounded-lg p-2 text-slate-500 transition-colors duration-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 data-[state=open]:bg-slate-100"
    >
      <MoreVertical aria-hidden="true" className="size-5" />
    </MenuTrigger>
    <MenuContent>
      <MenuLinkItem
        to={`/update_job/${id}`}
        icon={<Pencil aria-hidden="true" className="size-4" />}
      >
        {S.jobs.editJobPost}
      </MenuLinkItem>
      <MenuItem onSelect={onDelete} tone="danger">
        <Trash2 aria-hidden="true" className="size-4" />
        {S.jobs.deleteJobPost}
      </MenuItem>
    </MenuContent>
  </Menu>
);
