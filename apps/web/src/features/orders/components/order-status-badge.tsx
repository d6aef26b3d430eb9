import { ORDER_STATUS_LABELS, type TOrderStatus } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { ORDER_STATUS_TONES } from '../order-rules.ts';

export const OrderStatusBadge = ({ status }: { status: TOrderStatus }) => (
  <Badge tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
);
